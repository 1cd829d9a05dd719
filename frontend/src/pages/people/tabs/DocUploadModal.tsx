import { useState } from 'react'
import { Alert, Form, Modal, Select, Upload, type UploadFile } from 'antd'
import { InboxOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { DOCUMENT_TYPES } from '@hr/shared'
import { apiPost } from '../../../providers/http-calls'
import { errorMessage } from '../../../components/records/form-errors'
import { uploadFile, type UploadedFile } from '../../../components/records/upload'
import { acceptAttribute } from '../../../components/upload/file-rules'
import { useToast } from '../../../components/records/useToast'
import { docList, type DocFolder } from './docs-logic'

interface Props {
  open: boolean; personId: number; initialFolder?: DocFolder; onClose: () => void; onDone: () => void
  /** the types and readers the user may file with (a person filing their own: their types, shared with them) */
  docTypes?: readonly DocFolder[]; readers?: readonly ('everyone' | 'admin')[]
}

interface Failure { uid: string; name: string; reason: string }

/**
 * Several files into one folder at once: each is uploaded, then the uploaded ones are filed
 * together. A file the browser or the server refuses is marked failed with its own reason (the
 * server's message) and stays in the list; the others go on and are filed (issue 20 §5).
 */
export function DocUploadModal({ open, personId, initialFolder, onClose, onDone, docTypes = DOCUMENT_TYPES, readers = ['everyone', 'admin'] }: Props) {
  const { t } = useTranslation()
  const toast = useToast()
  const [form] = Form.useForm()
  const [files, setFiles] = useState<UploadFile[]>([])
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [failures, setFailures] = useState<Failure[]>([])
  const mark = (uid: string, change: Partial<UploadFile>) => setFiles((list) => list.map((x) => (x.uid === uid ? { ...x, ...change } : x)))

  const close = () => {
    if (busy) return
    setFiles([])
    setError(null)
    setFailures([])
    form.resetFields()
    onClose()
  }

  const submit = async (values: { doc_type: DocFolder; access_control: 'everyone' | 'admin' }) => {
    if (!files.length) {
      setError(t('messages.select_files'))
      return
    }
    setBusy(true)
    setError(null)
    setFailures([])
    const uploaded: UploadedFile[] = []
    const failed: Failure[] = []
    for (const f of files) {
      mark(f.uid, { status: 'uploading', response: undefined, error: undefined })
      try {
        uploaded.push(await uploadFile(f.originFileObj as File, 'doc'))
        mark(f.uid, { status: 'done' })
      } catch (e) {
        const reason = errorMessage(e, t('messages.error_occurred_contact_admin'))
        failed.push({ uid: f.uid, name: f.name, reason })
        // antd shows `response` as the failed item's tooltip; the alert below names it in full.
        mark(f.uid, { status: 'error', response: reason, error: { message: reason } })
      }
    }
    try {
      if (uploaded.length) {
        await apiPost('/doc-multiple', { doc_list: docList(personId, values.doc_type, values.access_control, uploaded) })
        toast.success(t('people_ui.docs.uploaded', { count: uploaded.length }))
        onDone()
      }
    } catch (e) {
      setError(errorMessage(e, t('messages.error_occurred_contact_admin')))
      setFailures(failed)
      setBusy(false)
      return
    }
    setBusy(false)
    if (!failed.length) {
      close()
      return
    }
    // The filed files leave the list; the refused ones stay, to be removed or tried again.
    setFiles((list) => list.filter((x) => failed.some((f) => f.uid === x.uid)))
    setFailures(failed)
  }

  return (
    <Modal
      open={open}
      title={t('people_ui.docs.upload')}
      onCancel={close}
      onOk={() => form.submit()}
      okText={t('people_ui.docs.upload')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Form
        form={form}
        name="doc_upload"
        layout="vertical"
        onFinish={submit}
        initialValues={{ doc_type: initialFolder, access_control: 'everyone' }}
      >
        <Form.Item name="doc_type" label={t('doc.fields.doc_type')} rules={[{ required: true, message: t('validation.required', { field: t('doc.fields.doc_type') }) }]}>
          <Select data-testid="doc-type" options={docTypes.map((d) => ({ value: d, label: t(`enums.doc_type.${d}`) }))} />
        </Form.Item>
        <Form.Item name="access_control" label={t('doc.fields.access_control')} rules={[{ required: true }]}>
          <Select disabled={readers.length === 1} options={readers.map((v) => ({ value: v, label: t(`enums.access_control.${v}`) }))} />
        </Form.Item>
        <Form.Item label={t('people_ui.docs.files')}>
          <Upload.Dragger
            multiple
            accept={acceptAttribute('doc')}
            fileList={files}
            beforeUpload={(file) => {
              setFiles((list) => [...list, { uid: file.uid, name: file.name, status: undefined, originFileObj: file }])
              setError(null)
              return false
            }}
            onRemove={(file) => {
              setFiles((list) => list.filter((x) => x.uid !== file.uid))
              setFailures((list) => list.filter((x) => x.uid !== file.uid))
            }}
            data-testid="doc-files"
          >
            <p className="ant-upload-drag-icon"><InboxOutlined /></p>
            <p className="ant-upload-text">{t('people_ui.docs.choose')}</p>
          </Upload.Dragger>
        </Form.Item>
        {failures.length > 0 && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 8 }}
            message={t('shell.upload.not_uploaded', { count: failures.length })}
            description={(
              <ul style={{ margin: 0, paddingInlineStart: 16 }}>
                {failures.map((f) => <li key={f.uid} data-testid="doc-upload-failed">{t('shell.upload.file_failed', { name: f.name, reason: f.reason })}</li>)}
              </ul>
            )}
          />
        )}
        {error && <Alert type="error" showIcon message={error} data-testid="doc-upload-error" />}
      </Form>
    </Modal>
  )
}
