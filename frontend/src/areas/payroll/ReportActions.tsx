import { useState } from 'react'
import { Button, Input, Modal, Space, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useProfile } from '../../hooks/useProfile'
import { useActionDialog } from '../../components/records/useActionDialog'
import { PAYROLL_KEY } from '../../components/records/paycycles'
import { useApiCall, useInvalidateReads } from '../../providers/api-hooks'
import type { ActionResult, PayrollReport, ReportAction } from './model'
import { ACTION_INPUT, reportActions } from './report-actions'
import { SharePicker } from '../../components/SharePicker'

/**
 * The report's workflow buttons (POST /api/payroll-report/:id/action): notes for approval steps
 * (required to reject), the people to share with, a confirmation otherwise. The API's message is
 * shown either way. The final approval names the payslip run it started (`onJob`).
 */
export function ReportActions({ report, onJob }: { report: PayrollReport; onJob?: (jobId: number) => void }) {
  const { t } = useTranslation()
  const profile = useProfile()
  const dialog = useActionDialog<ReportAction>([PAYROLL_KEY])
  const api = useApiCall()
  const reload = useInvalidateReads()
  const { action, setAction, busy } = dialog
  const [notes, setNotes] = useState('')
  const [userIds, setUserIds] = useState<number[]>([])
  const actions = reportActions(report, profile?.id)
  const input = action ? ACTION_INPUT[action] : null

  const open = (a: ReportAction) => {
    setNotes('')
    setUserIds([])
    setAction(a)
  }

  // Whatever happened, the report and everything built on it are read again through Refine.
  const run = () => dialog.run(async (a) => {
    const extra = input === 'users' ? { user_ids: userIds } : notes.trim() ? { notes: notes.trim() } : {}
    const result = await api.post<ActionResult>(`/payroll-report/${report.id}/action`, { action: a, ...extra })
    // The final approval answers at once; the queue issues the payslips under this job (issue 44).
    if (result.job_id) onJob?.(result.job_id)
    return result.message || t('common.saved')
  }).then(reload)

  if (!actions.length) return null
  return (
    <>
      <Space wrap data-testid="report-actions">
        {actions.map((a) => (
          <Button key={a} type={a === 'approve' || a === 'request_approval' ? 'primary' : 'default'} danger={a === 'reject'} onClick={() => open(a)} data-testid={`report-action-${a}`}>
            {t(`payroll_ui.actions.${a}`)}
          </Button>
        ))}
      </Space>
      <Modal
        open={!!action}
        title={action ? t(`payroll_ui.actions.${action}`) : ''}
        onCancel={() => setAction(null)}
        onOk={run}
        okText={action ? t(`payroll_ui.actions.${action}`) : ''}
        cancelText={t('common.cancel')}
        confirmLoading={busy}
        okButtonProps={{ danger: action === 'reject', disabled: input === 'required_notes' && !notes.trim(), 'data-testid': 'report-action-ok' }}
      >
        {input === 'confirm' && action && <Typography.Paragraph>{t(`payroll_ui.actions_confirm.${action}`)}</Typography.Paragraph>}
        {(input === 'notes' || input === 'required_notes') && (
          <Input.TextArea rows={3} maxLength={2000} value={notes} onChange={(e) => setNotes(e.target.value)} data-testid="report-action-notes"
            placeholder={t(input === 'required_notes' ? 'payroll_ui.reject_notes_placeholder' : 'payroll_ui.notes_placeholder')} />
        )}
        {input === 'users' && (
          <>
            <Typography.Paragraph type="secondary">{t('payroll_ui.share.hint')}</Typography.Paragraph>
            <SharePicker value={userIds} onChange={setUserIds} />
          </>
        )}
      </Modal>
    </>
  )
}
