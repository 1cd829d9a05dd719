import { Image, Modal } from 'antd'
import { useTranslation } from 'react-i18next'
import { PdfViewer } from '../../../components/PdfViewer'

/** A document being looked at: its signed URL (fetched through the audited endpoint) and how to show it. */
export interface OpenDoc { kind: 'pdf' | 'image'; url: string; name: string }

/**
 * Shows a person's document in place: a PDF in the shell's viewer inside a dialog, an image in
 * antd's preview (zoom, rotate). Nothing opens a new browser tab, so the signed URL stays in the app.
 */
export function DocViewer({ doc, onClose }: { doc: OpenDoc | null; onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <>
      <Modal
        open={doc?.kind === 'pdf'}
        title={doc?.name}
        onCancel={onClose}
        footer={null}
        width="min(960px, 95vw)"
        destroyOnHidden
        closable={{ 'aria-label': t('people_ui.docs.close_viewer') }}
      >
        {doc?.kind === 'pdf' && <div data-testid="doc-viewer"><PdfViewer url={doc.url} title={doc.name} /></div>}
      </Modal>
      {doc?.kind === 'image' && (
        <Image
          style={{ display: 'none' }}
          src={doc.url}
          alt={doc.name}
          preview={{ visible: true, src: doc.url, onVisibleChange: (visible) => { if (!visible) onClose() } }}
        />
      )}
    </>
  )
}
