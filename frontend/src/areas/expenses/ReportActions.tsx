import { useState } from 'react'
import { Button, Modal, Select, Space, Typography } from 'antd'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { expenseReportActions, type ExpenseReportAction } from '@hr/shared'
import { useActionDialog } from '../../components/records/useActionDialog'
import { listAllPaycycles, listPayrolls, PAYROLL_KEY, paycycleOptions } from '../../components/records/paycycles'
import { SharePicker } from '../../components/SharePicker'
import { EXPENSES_KEY, expenseReportAction, type ExpenseReport, type ReportShares } from './api'

/**
 * The report's workflow buttons (POST /api/expense-report/:id/action), as the shared rules offer
 * them: managers share, lock, unlock, cancel and generate; a user it is shared with confirms.
 * Sharing picks the people, generating a paycycle, the rest asks first. The API's message is shown.
 */
export function ReportActions({ report, shares }: { report: ExpenseReport; shares: ReportShares | undefined }) {
  const { t } = useTranslation()
  const dialog = useActionDialog<ExpenseReportAction>([EXPENSES_KEY])
  const { action, setAction, busy } = dialog
  const [userIds, setUserIds] = useState<number[]>([])
  const [paycycleId, setPaycycleId] = useState<number | null>(null)
  const actions = expenseReportActions(report, { manages: !!shares?.manages, confirmPending: !!shares?.confirm_pending })
  const cycles = useQuery({ queryKey: [PAYROLL_KEY, 'all-cycles'], queryFn: listAllPaycycles, enabled: action === 'generate' })
  const payrolls = useQuery({ queryKey: [PAYROLL_KEY, 'payrolls'], queryFn: listPayrolls, enabled: action === 'generate' })

  const open = (a: ExpenseReportAction) => {
    setUserIds((shares?.items ?? []).map((s) => s.user_id))
    setPaycycleId(report.paycycle_id ?? null)
    setAction(a)
  }
  const run = () => dialog.run(async (a) => {
    const extra = a === 'share' ? { user_ids: userIds } : a === 'generate' && paycycleId ? { paycycle_id: paycycleId } : {}
    await expenseReportAction(report.id, a, extra)
    return t(`expenses_ui.report_actions_done.${a}`)
  })

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
