import { Alert, Card, Descriptions, Space, Spin, Tag, Typography } from 'antd'
import { useOne } from '@refinedev/core'
import { Link, Navigate, useLocation, useParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { can } from '@hr/shared'
import { useProfile } from '../../hooks/useProfile'
import { PageContent } from '../../layout/PageContent'
import { errorMessage } from '../../components/records/form-errors'
import type { Paycycle, Payroll } from './model'
import { cycleUrl } from './cycle-steps'
import { fmtDate, fmtPeriod } from '../../components/formats'
import { CycleHistory } from './CycleHistory'
import { CycleReports } from './CycleReports'
import { CycleSteps } from './CycleSteps'
import { StageMoves } from './StageMoves'
import { StageTag } from './StageTag'
import { PayslipProgress } from './PayslipProgress'

/**
 * /payroll/pay-cycle/:id and /payroll/off-pay-cycle/:id (issue 14): the cycle's header, its four
 * steps with due dates, the stage moves the shared machine allows, the history of moves, and its
 * payroll reports.
 */
export default function CyclePage() {
  const { t } = useTranslation()
  const { id } = useParams()
  const { pathname } = useLocation()
  const profile = useProfile()
  const cycleId = Number(id)
  const valid = Number.isInteger(cycleId) && cycleId > 0
  const { result: c, query: cycle } = useOne<Paycycle>({ resource: 'paycycle', id: cycleId, queryOptions: { enabled: valid, retry: false }, errorNotification: false })
  const { result: payroll } = useOne<Payroll>({ resource: 'payroll', id: c?.payroll_id ?? 0, queryOptions: { enabled: !!c?.payroll_id }, errorNotification: false })

  if (cycle.error) return <PageContent><Alert type="error" showIcon message={errorMessage(cycle.error, t('messages.record_not_found'))} /></PageContent>
  if (!c || !cycle.isSuccess) return <PageContent><Spin /></PageContent>
  // A regular cycle opened at the off-cycle path (or the reverse) moves to its own page.
  if (cycleUrl(c) !== pathname.replace(/\/$/, '')) return <Navigate to={cycleUrl(c)} replace />
  const mayMove = !!profile && can(profile, 'update', 'paycycle')

  return (
    <PageContent>
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <div>
          <Link to={`/payroll?payroll=${c.payroll_id}`}>{t('payroll_ui.cycle.back')}</Link>
          <Typography.Title level={3} style={{ marginTop: 8 }}>
            {c.name} <StageTag cycle={c} /> {c.kind === 'off_cycle' && <Tag color="orange">{t('enums.kind.off_cycle')}</Tag>}
          </Typography.Title>
        </div>
        <Card>
          <Descriptions size="small" column={{ xs: 1, md: 4 }} data-testid="cycle-header" items={[
            { key: 'payroll', label: t('paycycle.fields.payroll_id'), children: payroll?.name ?? '—' },
            { key: 'period', label: t('payroll_ui.period'), children: fmtPeriod(c.period_start, c.period_end) },
            { key: 'pay_day', label: t('paycycle.fields.pay_day'), children: fmtDate(c.pay_day) },
            { key: 'payment_date', label: t('paycycle.fields.payment_date'), children: fmtDate(c.payment_date) },
            { key: 'cut_off', label: t('paycycle.fields.cut_off_date'), children: fmtDate(c.cut_off_date) },
            { key: 'currency', label: t('payroll.fields.currency'), children: payroll?.currency ?? '—' },
            ...(c.notes ? [{ key: 'notes', label: t('paycycle.fields.notes'), children: c.notes }] : []),
          ]} />
        </Card>
        <PayslipProgress paycycleId={c.id} />
        <Card title={t('payroll_ui.cycle.steps')}>
          <CycleSteps cycle={c} />
          {mayMove && <div style={{ marginTop: 24 }}><StageMoves cycle={c} /></div>}
        </Card>
        <CycleReports cycle={c} />
        <Card title={t('payroll_ui.history.title')}><CycleHistory paycycleId={c.id} /></Card>
      </Space>
    </PageContent>
  )
}
