import { useState } from 'react'
import { Alert, Button, List, Space } from 'antd'
import { useUpdate } from '@refinedev/core'
import { useTranslation } from 'react-i18next'
import { FilesInput, type FileDescriptor } from '../../components/upload/FilesInput'
import { errorMessage } from '../../components/records/form-errors'
import { useToast } from '../../components/records/useToast'
import { FileLink } from '../../pages/organisation/FileLink'
import { QUIET, type PayrollReport } from './model'

/**
 * A report's source files (the uploads its figures come from). Its creator adds and removes them
 * while the report may change (the API refuses a locked one, with its message); every reader opens them.
 */
export function SourceFilesTab({ report, mayEdit }: { report: PayrollReport; mayEdit: boolean }) {
  const { t } = useTranslation()
  const toast = useToast()
  const { mutateAsync: update } = useUpdate<PayrollReport>()
  const [files, setFiles] = useState<FileDescriptor[]>(report.source_files ?? [])
  const [saving, setSaving] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const editable = mayEdit && !report.locked

  const save = async () => {
    setSaving(true)
    setProblem(null)
    try {
      // Refine reads the report again (its detail and lists) once it is saved.
      await update({ resource: 'payroll_report', id: report.id, values: { source_files: files }, ...QUIET })
      toast.success(t('common.saved'))
    } catch (error) {
      setProblem(errorMessage(error, t('messages.error_occurred_contact_admin')))
    } finally {
      setSaving(false)
    }
  }

  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="source-files">
      <List size="small" bordered dataSource={report.source_files ?? []} locale={{ emptyText: t('payroll_ui.sources.none') }}
        renderItem={(file) => <List.Item><FileLink file={file} entity="payroll_report" entityId={report.id} /></List.Item>} />
      {editable && (
        <>
          <FilesInput value={files} onChange={setFiles} testId="source-files-input" />
          {problem && <Alert type="error" showIcon message={problem} />}
          <Button type="primary" loading={saving} onClick={save} data-testid="source-files-save">{t('common.save')}</Button>
        </>
      )}
    </Space>
  )
}
