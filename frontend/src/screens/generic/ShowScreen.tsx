import { Suspense } from 'react'
import { useParams } from 'react-router'
import { Show } from '@refinedev/antd'
import { useShow } from '@refinedev/core'
import { Descriptions, Space, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { fieldLabelKey, getResource, mayUseField, moneyOf, type AccessRecord, type FieldDef } from '@hr/shared'
import type { ScreenProps } from '../types'
import { useRecordAccess } from '../../hooks/useRecordAccess'
import { useProfile } from '../../hooks/useProfile'
import { formatMoneyAmount, formatValue } from './format'

/** The catalogue's view of one record, with its slots' header actions and detail panel (screens/slots.ts). */
export default function ShowScreen({ resource, slots }: ScreenProps) {
  const { t } = useTranslation()
  const { id } = useParams()
  const def = getResource(resource)
  const allowed = useRecordAccess(def)
  const profile = useProfile()
  const { query, result: record } = useShow({ resource, id })
  const deleted = !!record?.deleted_at
  const { actions: Actions, detail: Detail } = slots?.show ?? {}

  const fields = record && (
    <Descriptions
      bordered
      size="small"
      column={1}
      // Fields the API withholds from this user (a case's fees for its person) are not drawn empty.
      items={def.fields.filter((field) => mayUseField(profile, def, field, record as AccessRecord)).map((field) => ({
        key: field.name,
        label: t(fieldLabelKey(def.name, field)),
        children: <FieldValue field={field} record={record} />,
      }))}
    />
  )
  const show = (
    <Show
      title={t(`${resource}.titles.show`)}
      recordItemId={id}
      isLoading={query.isLoading}
      canEdit={!!record && !deleted && allowed('update', record)}
      canDelete={!!record && !deleted && allowed('delete', record)}
      headerButtons={Actions && record ? ({ defaultButtons }) => (
        <>{defaultButtons}<Suspense fallback={null}><Actions resource={resource} record={record} /></Suspense></>
      ) : undefined}
    >
      {deleted && <Tag color="red" style={{ marginBottom: 16 }}>{t('common.deleted')}</Tag>}
      {fields}
    </Show>
  )
  if (!Detail) return show
  // The panel sits under the record's card, as its own card.
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      {show}
      {record && <Suspense fallback={null}><Detail resource={resource} record={record} /></Suspense>}
    </Space>
  )
}

/** A field's value, marked by its name; a money field's amount with its currency's code before it. */
function FieldValue({ field, record }: { field: FieldDef; record: Record<string, unknown> }) {
  const { t } = useTranslation()
  const money = field.type === 'money' ? moneyOf(record, field) : null
  if (money?.currency) return <span>{money.currency} <span data-field={field.name}>{formatMoneyAmount(money)}</span></span>
  return <span data-field={field.name}>{formatValue(t, field, record[field.name], record)}</span>
}
