import { useState } from 'react'
import { Button, Space } from 'antd'
import { FileExcelOutlined, FilePdfOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '../../components/records/form-errors'
import { useToast } from '../../components/records/useToast'
import { useApiCall } from '../../providers/api-hooks'
import { fileNameOf, saveBlob } from '../../components/download'

/** The report as an Excel workbook or a PDF (GET /api/expense-report/:id/export), saved through the browser. */
export function ExportButtons({ reportId, name }: { reportId: number; name: string }) {
  const { t } = useTranslation()
  const message = useToast()
  const api = useApiCall()
  const [busy, setBusy] = useState<'xlsx' | 'pdf' | null>(null)
  const download = async (format: 'xlsx' | 'pdf') => {
    setBusy(format)
    try {
      const file = await api.getFile(`/expense-report/${reportId}/export`, { format })
      saveBlob(file.blob, fileNameOf(file.disposition, `${name}.${format}`))
    } catch (error) {
      message.error(errorMessage(error, t('messages.error_occurred_contact_admin')))
    } finally {
      setBusy(null)
    }
  }
  return (
    <Space wrap>
      <Button icon={<FileExcelOutlined />} loading={busy === 'xlsx'} onClick={() => download('xlsx')} data-testid="expense-report-export-xlsx">{t('expenses_ui.reports.export_excel')}</Button>
      <Button icon={<FilePdfOutlined />} loading={busy === 'pdf'} onClick={() => download('pdf')} data-testid="expense-report-export-pdf">{t('expenses_ui.reports.export_pdf')}</Button>
    </Space>
  )
}
