import { useParams } from 'react-router'
import { Show } from '@refinedev/antd'
import { useShow } from '@refinedev/core'
import { Descriptions, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { fieldLabelKey, getResource, mayUseField, type AccessRecord } from '@hr/shared'
import type { ScreenProps } from '../types'
import { useRecordAccess } from '../../hooks/useRecordAccess'
import { useProfile } from '../../hooks/useProfile'
import { formatValue } from './format'

export default function ShowScreen({ resource }: ScreenProps) {
  const { t } = useTranslation()
  const { id } = useParams()
  const def = getResource(resource)
  const allowed = useRecordAccess(def)
  const profile = useProfile()
  const { query, result: record } = useShow({ resource, id })
  const deleted = !!record?.deleted_at

  return (
    <Show
      title={t(`${resource}.titles.show`)}
      recordItemId={id}
      isLoading={query.isLoading}
      canEdit={!!record && !deleted && allowed('update', record)}
      canDelete={!!record && !deleted && allowed('delete', record)}
    >
      {deleted && <Tag color="red" style={{ marginBottom: 16 }}>{t('common.deleted')}</Tag>}
      {record && (
        <Descriptions
          bordered
          size="small"
          column={1}
          // Fields the API withholds from this user (a case's fees for its person) are not drawn empty.
          items={def.fields.filter((field) => mayUseField(profile, def, field, record as AccessRecord)).map((field) => ({
            key: field.name,
            label: t(fieldLabelKey(def.name, field)),
            children: <span data-field={field.name}>{formatValue(t, field, record[field.name])}</span>,
          }))}
        />
      )}
    </Show>
  )
}
