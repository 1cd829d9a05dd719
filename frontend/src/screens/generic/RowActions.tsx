import { DeleteButton, EditButton, ShowButton } from '@refinedev/antd'
import type { BaseRecord } from '@refinedev/core'
import { Space } from 'antd'
import { useTranslation } from 'react-i18next'
import type { ResourceDef } from '@hr/shared'
import { useRecordAccess } from '../../hooks/useRecordAccess'

/**
 * Show/edit/delete for one row, each only when `can()` allows it for this very row (record-level
 * rules included). Refine's own per-button check is off: it cannot see the row.
 * Icon-only buttons carry an aria-label so they are named for screen readers and tests.
 */
export function RowActions({ def, record }: { def: ResourceDef; record: BaseRecord }) {
  const { t } = useTranslation()
  const allowed = useRecordAccess(def)
  const live = !record.deleted_at
  const off = { enabled: false }

  return (
    <Space size="small">
      {allowed('show', record) && (
        <ShowButton hideText size="small" resource={def.name} recordItemId={record.id} accessControl={off} aria-label={t('common.show')} />
      )}
      {live && allowed('update', record) && (
        <EditButton hideText size="small" resource={def.name} recordItemId={record.id} accessControl={off} aria-label={t('common.edit')} />
      )}
      {live && allowed('delete', record) && (
        <DeleteButton hideText size="small" resource={def.name} recordItemId={record.id} accessControl={off} aria-label={t('common.delete')} />
      )}
    </Space>
  )
}
