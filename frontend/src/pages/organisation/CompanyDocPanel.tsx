import { Form } from 'antd'
import { useTranslation } from 'react-i18next'
import type { CompanyOwner } from './owner'
import { CompanyDataPanel } from './CompanyDataPanel'
import { FileField } from './FileField'
import { FileLink, type StoredFile } from './FileLink'

/**
 * The company's own documents (not a person's): the file goes up first (POST /api/aws-s3-upload),
 * its name, type and key are filed with an optional description.
 */
export function CompanyDocPanel({ owner }: { owner: CompanyOwner }) {
  const { t } = useTranslation()
  return (
    <CompanyDataPanel
      resource="company_doc"
      owner={owner}
      columns={['file_name', 'file_type', 'description', 'created_at']}
      formFields={['file_url', 'file_name', 'file_type', 'description']}
      cells={{ file_name: (_, r) => <FileLink file={r as unknown as StoredFile} entity="company_doc" entityId={Number(r.id)} /> }}
      inputs={{ file_url: <DocUpload label={t('organisation.upload_document')} /> }}
    />
  )
}

/** Keeps the three file fields of a company doc in step with one upload. */
function DocUpload({ value }: { label: string; value?: string; onChange?: (v: string) => void }) {
  const form = Form.useFormInstance()
  const current = value ? { file_url: value, file_name: form.getFieldValue('file_name') ?? '', file_type: form.getFieldValue('file_type') ?? '' } : null
  return (
    <FileField
      testId="company_doc-file"
      value={current}
      onChange={(file) => {
        if (!file) return
        form.setFieldsValue({ file_url: file.file_url, file_name: file.file_name, file_type: file.file_type })
      }}
    />
  )
}

