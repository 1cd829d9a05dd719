import { Form, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import type { payrollReport, RowOf } from '@hr/shared'
import { WorkflowActions } from '../../components/workflow/WorkflowActions'
import { SharePicker } from '../../components/SharePicker'
import { useInvalidateReads } from '../../providers/api-hooks'
import { ACTION_ORDER } from './report-actions'

/** What the buttons judge a report by (its row as the API answers it). */
type PayrollReportRow = Pick<RowOf<typeof payrollReport>, 'id' | 'status' | 'locked' | 'created_by' | 'visibility'>

/** The share picker as a form control (the dialog's form carries its value with the move). */
const SharedWith = ({ value, onChange }: { value?: number[]; onChange?: (ids: number[]) => void }) =>
  <SharePicker value={value ?? []} onChange={(ids) => onChange?.(ids)} />

/**
 * The report's workflow buttons: exactly the moves its declaration (shared payroll/report-workflow.ts)
 * offers this user on this report, through the kernel's <WorkflowActions>. Every move asks in a dialog:
 * notes for approval steps (required to reject), the people to share with, a confirmation otherwise.
 * The API's message is shown; the final approval names the payslip run it started (`onJob`).
 */
export function ReportActions({ report, onJob }: { report: PayrollReportRow; onJob?: (jobId: number) => void }) {
  const { t } = useTranslation()
  const reload = useInvalidateReads()
  return (
    <WorkflowActions
      resource="payroll_report"
      row={report}
      alwaysDialog
      order={(a, b) => ACTION_ORDER.indexOf(a.action as never) - ACTION_ORDER.indexOf(b.action as never)}
      texts={(move) => ({
        label: t(`payroll_ui.actions.${move.action}`),
        confirm: move.confirm ? t(`payroll_ui.actions_confirm.${move.action}`) : '',
      })}
      testId={(move) => `report-action-${move.action}`}
      okTestId={() => 'report-action-ok'}
      containerTestId="report-actions"
      notesTestId="report-action-notes"
      notesPlaceholder={t('payroll_ui.notes_placeholder')}
      dialogExtra={(move) => move.action === 'share' && (
        <>
          <Typography.Paragraph type="secondary">{t('payroll_ui.share.hint')}</Typography.Paragraph>
          <Form.Item name="user_ids" initialValue={[]} noStyle><SharedWith /></Form.Item>
        </>
      )}
      answerMessage={(answer) => answer?.message}
      onAnswer={(answer) => { if (answer?.job_id) onJob?.(answer.job_id) }}
      onSettled={reload}
    />
  )
}
