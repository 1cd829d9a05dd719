import { useState } from 'react'
import { Button, Segmented, Tag } from 'antd'
import { EyeOutlined, UploadOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { DOCUMENT_TYPES, can, getResource, selfCreateValues, type AccessRecord, type doc, type RowOf } from '@hr/shared'
import { useProfile } from '../../../hooks/useProfile'
import { RecordCard } from '../../../components/records/RecordCard'
import { usePersonRecords, useInvalidateList } from '../../../components/records/usePersonRecords'
import { apiDelete, signedUrl } from '../../../providers/http-calls'
import { errorMessage } from '../../../components/records/form-errors'
import { useToast } from '../../../components/records/useToast'
import { countByFolder, viewerFor, type DocFolder } from './docs-logic'
import { DocUploadModal } from './DocUploadModal'
import { DocViewer, type OpenDoc } from './DocViewer'
import type { PersonTabProps } from './tab-props'
import { formatDayTime } from '../../../i18n/format'

const ACCESS_CONTROLS = ['everyone', 'admin'] as const
type AccessControl = (typeof ACCESS_CONTROLS)[number]

type DocRow = RowOf<typeof doc>

/**
 * The person's documents by folder (domain §3 Document): upload several, delete, and view through
 * a signed URL (the audited endpoint): PDFs and images in place, other types download.
 */
export default function DocsTab({ personId }: PersonTabProps) {
  const { t } = useTranslation()
  const toast = useToast()
  const profile = useProfile()
  const invalidateList = useInvalidateList()
  const [folder, setFolder] = useState<DocFolder | 'all'>('all')
  const [uploading, setUploading] = useState(false)
  const [viewing, setViewing] = useState<OpenDoc | null>(null)
  const { rows, isFetching } = usePersonRecords<DocRow>('doc', personId, { sorters: [{ field: 'id', order: 'desc' }] })
  const counts = countByFolder(rows)
  const shown = folder === 'all' ? rows : rows.filter((r) => r.doc_type === folder)
  // Judged as the document would be filed (this person's, shared with them): HR files for anyone,
  // a person for themselves only, with the types and readers a person may choose (catalogue selfCreate).
  const newDoc: AccessRecord = { person_id: personId, access_control: 'everyone' }
  const canCreate = can(profile, 'create', 'doc', newDoc)
  const docTypes = (selfCreateValues(profile, getResource('doc'), 'doc_type', newDoc) ?? DOCUMENT_TYPES) as readonly DocFolder[]
  const readers = (selfCreateValues(profile, getResource('doc'), 'access_control', newDoc) ?? ACCESS_CONTROLS) as readonly AccessControl[]

  const view = async (row: DocRow) => {
    try {
      const kind = viewerFor(row.file_type, row.file_name)
      const { url, file_name: name } = await signedUrl(row.file_url, { personId, download: kind === 'download' })
      if (kind === 'download') downloadFrom(url, name || row.file_name)
      else setViewing({ kind, url, name: name || row.file_name })
    } catch (error) {
      toast.error(errorMessage(error, t('messages.error_occurred_contact_admin')))
    }
  }
  const remove = async (row: DocRow) => {
    try {
      await apiDelete(`/doc/${row.id}`)
      toast.success(t('common.deleted_success'))
      await invalidateList('doc')
    } catch (error) {
      toast.error(errorMessage(error, t('messages.error_occurred_contact_admin')))
    }
  }

  return (
    <RecordCard<DocRow>
      title={t('doc.titles.list')}
      testId="section-doc"
      extra={canCreate && <Button icon={<UploadOutlined />} onClick={() => setUploading(true)}>{t('people_ui.docs.upload')}</Button>}
      above={(
        <Segmented
          style={{ marginBottom: 16 }}
          value={folder}
          onChange={(v) => setFolder(v as DocFolder | 'all')}
          options={[
            { value: 'all', label: `${t('people_ui.docs.all')} (${rows.length})` },
            ...DOCUMENT_TYPES.map((d) => ({ value: d, label: `${t(`enums.doc_type.${d}`)} (${counts[d]})` })),
          ]}
        />
      )}
      rows={shown}
      loading={isFetching}
      pagination={shown.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
      columns={[
        { key: 'file_name', dataIndex: 'file_name', title: t('doc.fields.file_name') },
        { key: 'doc_type', dataIndex: 'doc_type', title: t('doc.fields.doc_type'), render: (v: string) => <Tag>{t(`enums.doc_type.${v}`)}</Tag> },
        { key: 'file_type', dataIndex: 'file_type', title: t('doc.fields.file_type') },
        { key: 'access_control', dataIndex: 'access_control', title: t('doc.fields.access_control'), render: (v: string) => t(`enums.access_control.${v}`) },
        { key: 'created_at', dataIndex: 'created_at', title: t('doc.fields.created_at'), render: (v: string) => (v ? formatDayTime(v) : t('common.empty_value')) },
      ]}
      rowActions={(row) => <Button size="small" icon={<EyeOutlined />} aria-label={t('people_ui.docs.view', { name: row.file_name })} onClick={() => view(row)} />}
      onDelete={remove}
      canDelete={(row) => can(profile, 'delete', 'doc', row as unknown as AccessRecord)}
    >
      <DocViewer doc={viewing} onClose={() => setViewing(null)} />
      <DocUploadModal
        open={uploading}
        personId={personId}
        initialFolder={folder !== 'all' && docTypes.includes(folder) ? folder : undefined}
        docTypes={docTypes}
        readers={readers}
        onClose={() => setUploading(false)}
        onDone={() => invalidateList('doc')}
      />
    </RecordCard>
  )
}

/** The signed URL already answers with Content-Disposition: attachment; a link click saves it without leaving the app. */
function downloadFrom(url: string, name: string) {
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.rel = 'noopener'
  document.body.appendChild(link)
  link.click()
  link.remove()
}
