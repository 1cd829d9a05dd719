import { useState } from 'react'
import { Alert, Button, List, Modal, Space, Upload } from 'antd'
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '../../components/records/form-errors'
import { useToast } from '../../components/records/useToast'
import { useApiCall, useApiGet, useInvalidateReads } from '../../providers/api-hooks'
import type { ExcelRowError } from './model'
import { saveFile } from '../../components/download'
import { toHttpError } from '../../providers/data-provider'

const EXCEL_TYPES = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/**
 * The register as an Excel workbook: export (the API prepares it in the user's language and answers
 * a signed URL to download) and import (a workbook posted as `file`; row errors are listed, a
 * success refreshes the register).
 */
export function ExcelButtons({ reportId, mayImport }: { reportId: number; mayImport: boolean }) {
  const { t, i18n } = useTranslation()
  const message = useToast()
  const api = useApiCall()
  const reload = useInvalidateReads()
  // Read on demand (the API prepares the workbook in the user's language and answers its signed URL).
  const workbook = useApiGet<{ payroll_doc_signed_url: string }>(`/payroll-report/get/excel-data/${reportId}`, { query: { lang: i18n.language }, enabled: false })
  const [exporting, setExporting] = useState(false)
  const [importing, setImporting] = useState(false)
  const [rowErrors, setRowErrors] = useState<{ message: string; rows: ExcelRowError[] } | null>(null)

  const exportExcel = async () => {
    setExporting(true)
    try {
      const answer = await workbook.refetch()
      if (answer.error) throw answer.error
      saveFile(answer.data!.data.payroll_doc_signed_url)
    } catch (error) {
      message.error(errorMessage(error, t('messages.error_occurred_contact_admin')))
    } finally {
      setExporting(false)
    }
  }

  const importExcel = async (file: File) => {
    setImporting(true)
    try {
      const form = new FormData()
      form.append('file', file)
      // A 422 with row errors is an answer to show (the shared error shape keeps only field errors); other refusals are errors.
      const { status, body } = await api.postAnyStatus(`/payroll-report/upload/excel/${reportId}`, form)
      const result = (body ?? {}) as { version?: number; message?: string; errors?: ExcelRowError[] }
      if (status >= 300 && status !== 422) throw toHttpError(status, body, t('messages.error_occurred_contact_admin'))
      if (status === 422) {
        // Row errors are listed; an error about the upload itself (no row) joins the message.
        const errors = Array.isArray(result.errors) ? result.errors : []
        const general = errors.filter((e) => e.row == null).map((e) => e.message)
        setRowErrors({ message: [result.message ?? t('messages.validation_failed'), ...general].join(' '), rows: errors.filter((e) => e.row != null) })
        return
      }
      message.success(result.message || t('payroll_ui.excel.imported'))
      // The register (its new version) and everything shown beside it.
      await reload()
    } catch (error) {
      message.error(errorMessage(error, t('messages.error_occurred_contact_admin')))
    } finally {
      setImporting(false)
    }
  }

  return (
    <>
      <Space wrap>
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={exportExcel} data-testid="excel-export">{t('payroll_ui.excel.export')}</Button>
        {mayImport && (
          <Upload accept={EXCEL_TYPES} showUploadList={false} maxCount={1} beforeUpload={(file) => { void importExcel(file); return false }}>
            <Button icon={<UploadOutlined />} loading={importing} data-testid="excel-import">{t('payroll_ui.excel.import')}</Button>
          </Upload>
        )}
      </Space>
      <Modal open={!!rowErrors} title={t('payroll_ui.excel.import_failed')} onCancel={() => setRowErrors(null)} footer={<Button onClick={() => setRowErrors(null)}>{t('payroll_ui.close')}</Button>}>
        {rowErrors && <Alert type="error" showIcon message={rowErrors.message} style={{ marginBottom: 12 }} />}
        <List
          size="small" data-testid="excel-row-errors"
          dataSource={rowErrors?.rows ?? []}
          renderItem={(e) => <List.Item>{t('payroll_ui.excel.row_error', { row: e.row, column: e.column, message: e.message })}</List.Item>}
        />
      </Modal>
    </>
  )
}
