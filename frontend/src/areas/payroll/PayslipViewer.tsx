import { Button, Empty, Modal } from 'antd'
import { useTranslation } from 'react-i18next'
import { PdfViewer } from '../../components/PdfViewer'

/** One payslip's PDF (the API's signed, inline file URL) in the shared PDF viewer. */
export function PayslipViewer({ url, title, onClose }: { url: string | null | undefined; title: string; onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <Modal open title={title} onCancel={onClose} width={900} footer={<Button onClick={onClose}>{t('payroll_ui.close')}</Button>} destroyOnHidden>
      {url ? <PdfViewer url={url} title={title} /> : <Empty description={t('payroll_ui.payslips.no_file')} />}
    </Modal>
  )
}
