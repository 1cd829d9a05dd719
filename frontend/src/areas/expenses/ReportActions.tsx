import { Form, Select, Typography } from 'antd'
import type { BaseRecord } from '@refinedev/core'
import { useTranslation } from 'react-i18next'
import { expenseReportActions, type ExpenseReportAction } from '@hr/shared'
import { WorkflowActions } from '../../components/workflow/WorkflowActions'
import { SharePicker } from '../../components/SharePicker'
import { useInvalidateReads } from '../../providers/api-hooks'
import type { ExpenseReport, ReportShares } from './types'
import { usePaycycleOptions } from './usePaycycleOptions'

/** The share picker as a form control: the people's user ids go in the move's body as `user_ids`. */
function ShareField({ value, onChange }: { value?: number[]; onChange?: (ids: number[]) => void }) {
  return <SharePicker value={value ?? []} onChange={(ids) => onChange?.(ids)} />
}

/** The paycycle a report is generated into; its options are read once the Generate dialog opens. */
function PaycycleField({ value, onChange }: { value?: number | null; onChange?: (id: number | null) => void }) {
  const { t } = useTranslation()
  const cycles = usePaycycleOptions()
  return (
    <Select showSearch optionFilterProp="label" style={{ width: '100%' }} placeholder={t('expenses_ui.fields.paycycle_id')} aria-label={t('expenses_ui.fields.paycycle_id')}
      loading={cycles.loading} value={value ?? undefined} onChange={(v) => onChange?.(v ?? null)} options={cycles.options} data-testid="expense-report-paycycle" />
  )
}

/**
 * The report's workflow buttons, on the kernel (expenseReportWorkflow, POST /api/expense-report/:id/action):
 * managers share, lock, unlock, cancel and generate; a user it is shared with confirms. Of the moves the
 * declaration allows, the screen offers those the report's lock and the user's pending confirmation
 * leave open (expenseReportActions). Every move asks in a dialog: sharing picks the people, generating a
 * paycycle (the move's declared input), the rest asks first. The API's message is shown.
 */
export function ReportActions({ report, shares }: { report: ExpenseReport; shares: ReportShares | undefined }) {
  const { t } = useTranslation()
  // The move changes the report's lines, shares and its claims: every read is refreshed.
  const refresh = useInvalidateReads()
  const offered = expenseReportActions(report, { manages: !!shares?.manages, confirmPending: !!shares?.confirm_pending })
  if (!offered.length) return null
  const action = (move: { action: string }) => move.action as ExpenseReportAction

  return (
    <WorkflowActions
      resource="expense_report" row={report as unknown as BaseRecord} alwaysDialog
      only={(move) => offered.includes(action(move))}
      containerTestId="expense-report-actions"
      testId={(move) => `expense-report-action-${move.action}`}
      okTestId={() => 'expense-report-action-ok'}
      texts={(move) => ({
        label: t(`expenses_ui.report_actions.${move.action}`),
        confirm: move.action === 'share' ? '' : t(`expenses_ui.report_actions_confirm.${move.action}`),
        done: t(`expenses_ui.report_actions_done.${move.action}`),
      })}
      initialInput={(move) => (move.action === 'share'
        ? { user_ids: (shares?.items ?? []).map((s) => s.user_id) }
        : move.action === 'generate' ? { paycycle_id: report.paycycle_id ?? undefined } : {})}
      dialogExtra={(move) => (move.action === 'share' ? (
        <>
          <Typography.Paragraph type="secondary">{t('expenses_ui.shares.hint')}</Typography.Paragraph>
          <Form.Item name="user_ids"><ShareField /></Form.Item>
        </>
      ) : null)}
      inputs={{ paycycle_id: <PaycycleField /> }}
      onSettled={refresh}
    />
  )
}
