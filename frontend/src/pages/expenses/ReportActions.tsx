import { useState } from 'react'
import { Button, Modal, Select, Space, Typography } from 'antd'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { expenseReportActions, type ExpenseReportAction } from '@hr/shared'
import { errorMessage } from '../../components/records/form-errors'
import { useToast } from '../../components/records/useToast'
import { listAllPaycycles, listPayrolls, PAYROLL_KEY } from '../payroll/api'
import { paycycleOptions } from '../payroll/report-form'
import { SharePicker } from '../payroll/SharePicker'
import { EXPENSES_KEY, expenseReportAction, type ExpenseReport, type ReportShares } from './api'

/**
 * The report's workflow buttons (POST /api/expense-report/:id/action), as the shared rules offer
 * them: managers share, lock, unlock, cancel and generate; a user it is shared with confirms.
 * Sharing picks the people, generating a paycycle, the rest asks first. The API's message is shown.
 */
export function ReportActions({ report, shares }: { report: ExpenseReport; shares: ReportShares | undefined }) {
  const { t } = useTranslation()
  const message = useToast()
  const queryClient = useQueryClient()
  const [action, setAction] = useState<ExpenseReportAction | null>(null)
  const [userIds, setUserIds] = useState<number[]>([])
  const [paycycleId, setPaycycleId] = useState<number | null>(null)
  const [busy, setBusy] = useState(false)
  const actions = expenseReportActions(report, { manages: !!shares?.manages, confirmPending: !!shares?.confirm_pending })
  const cycles = useQuery({ queryKey: [PAYROLL_KEY, 'all-cycles'], queryFn: listAllPaycycles, enabled: action === 'generate' })
  const payrolls = useQuery({ queryKey: [PAYROLL_KEY, 'payrolls'], queryFn: listPayrolls, enabled: action === 'generate' })

  const open = (a: ExpenseReportAction) => {
    setUserIds((shares?.items ?? []).map((s) => s.user_id))
    setPaycycleId(report.paycycle_id ?? null)
    setAction(a)
  }
  const run = async () => {
    if (!action) return
    setBusy(true)
    try {
      const extra = action === 'share' ? { user_ids: userIds } : action === 'generate' && paycycleId ? { paycycle_id: paycycleId } : {}
      await expenseReportAction(report.id, action, extra)
      message.success(t(`expenses_ui.report_actions_done.${action}`))
      setAction(null)
      await queryClient.invalidateQueries({ queryKey: [EXPENSES_KEY] })
    } catch (error) {
      message.error(errorMessage(error, t('messages.error_occurred_contact_admin')))
    } finally {
      setBusy(false)
    }
  }

  if (!actions.length) return null
  return (
    <>
      <Space wrap data-testid="expense-report-actions">
        {actions.map((a) => (
          <Button key={a} type={a === 'confirm' || a === 'generate' ? 'primary' : 'default'} danger={a === 'cancel'} onClick={() => open(a)} data-testid={`expense-report-action-${a}`}>
            {t(`expenses_ui.report_actions.${a}`)}
          </Button>
        ))}
      </Space>
      <Modal
        open={!!action}
        title={action ? t(`expenses_ui.report_actions.${action}`) : ''}
        onCancel={() => setAction(null)}
        onOk={run}
        okText={action ? t(`expenses_ui.report_actions.${action}`) : ''}
        cancelText={t('common.cancel')}
        confirmLoading={busy}
        okButtonProps={{ danger: action === 'cancel', disabled: action === 'generate' && !paycycleId, 'data-testid': 'expense-report-action-ok' }}
      >
        {action && action !== 'share' && action !== 'generate' && <Typography.Paragraph>{t(`expenses_ui.report_actions_confirm.${action}`)}</Typography.Paragraph>}
        {action === 'share' && (
          <>
            <Typography.Paragraph type="secondary">{t('expenses_ui.shares.hint')}</Typography.Paragraph>
            <SharePicker value={userIds} onChange={setUserIds} />
          </>
        )}
        {action === 'generate' && (
          <>
            <Typography.Paragraph>{t('expenses_ui.report_actions_confirm.generate')}</Typography.Paragraph>
            <Select showSearch optionFilterProp="label" style={{ width: '100%' }} placeholder={t('expenses_ui.fields.paycycle_id')} aria-label={t('expenses_ui.fields.paycycle_id')}
              loading={cycles.isFetching || payrolls.isFetching} value={paycycleId ?? undefined} onChange={(v) => setPaycycleId(v ?? null)}
              options={paycycleOptions(cycles.data?.items ?? [], payrolls.data?.items ?? [])} data-testid="expense-report-paycycle" />
          </>
        )}
      </Modal>
    </>
  )
}
