import { useState } from 'react'
import { Alert, Form, Modal, Select, Upload, type UploadFile } from 'antd'
import { InboxOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { DOCUMENT_TYPES } from '@hr/shared'
import { apiPost } from '../../../components/records/api'
import { errorMessage } from '../../../components/records/form-errors'
import { uploadFile } from '../../../components/records/upload'
import { acceptAttribute } from '../../../components/upload/file-rules'
import { useToast } from '../../../components/records/useToast'
import { docList, type DocFolder } from './docs-logic'

interface Props { open: boolean; personId: number; initialFolder?: DocFolder; onClose: () => void; onDone: () => void }

/** Several files into one folder at once: each is uploaded, then all are filed together (all or none). */
export function DocUploadModal({ open, personId, initialFolder, onClose, onDone }: Props) {
  const { t } = useTranslation()
  const toast = useToast()
  const [form] = Form.useForm()
  const [files, setFiles] = useState<UploadFile[]>([])
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const close = () => {
    if (busy) return
    setFiles([])
    setError(null)
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
    try {
      const uploaded = []
      for (const f of files) {
        setFiles((list) => list.map((x) => (x.uid === f.uid ? { ...x, status: 'uploading' } : x)))
        uploaded.push(await uploadFile(f.originFileObj as File, 'doc'))
        setFiles((list) => list.map((x) => (x.uid === f.uid ? { ...x, status: 'done' } : x)))
      }
      await apiPost('/doc-multiple', { doc_list: docList(personId, values.doc_type, values.access_control, uploaded) })
      toast.success(t('people_ui.docs.uploaded', { count: uploaded.length }))
      onDone()
      setBusy(false)
      close()
    } catch (e) {
      setError(errorMessage(e, t('messages.error_occurred_contact_admin')))
      setBusy(false)
    }
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
          <Select options={DOCUMENT_TYPES.map((d) => ({ value: d, label: t(`enums.doc_type.${d}`) }))} />
        </Form.Item>
        <Form.Item name="access_control" label={t('doc.fields.access_control')} rules={[{ required: true }]}>
          <Select options={(['everyone', 'admin'] as const).map((v) => ({ value: v, label: t(`enums.access_control.${v}`) }))} />
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
            onRemove={(file) => setFiles((list) => list.filter((x) => x.uid !== file.uid))}
            data-testid="doc-files"
          >
            <p className="ant-upload-drag-icon"><InboxOutlined /></p>
            <p className="ant-upload-text">{t('people_ui.docs.choose')}</p>
          </Upload.Dragger>
        </Form.Item>
        {error && <Alert type="error" showIcon message={error} data-testid="doc-upload-error" />}
      </Form>
    </Modal>
  )
}
