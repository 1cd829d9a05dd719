import type { ReactNode } from 'react'
import type { TFunction } from 'i18next'
import dayjs from 'dayjs'
import { DATE_FORMAT, DATE_TIME_FORMAT, fieldLabelKey, type FieldDef } from '@hr/shared'

export const enumLabel = (t: TFunction, field: FieldDef, value: string) =>
  t(`enums.${field.name}.${value}`, { defaultValue: value })

/** A stored value as the screens show it (shell §9 formats; enums and booleans translated). */
export function formatValue(t: TFunction, field: FieldDef, value: unknown): ReactNode {
  if (value === null || value === undefined || value === '') return t('common.empty_value')
  switch (field.type) {
    case 'enum':
      return enumLabel(t, field, String(value))
    case 'boolean':
      return value ? t('common.yes') : t('common.no')
    case 'date':
      return dayjs(String(value)).format(DATE_FORMAT)
    case 'datetime':
      return dayjs(String(value)).format(DATE_TIME_FORMAT)
    case 'file':
      return typeof value === 'object' && value && 'file_name' in value ? String(value.file_name) : t('common.empty_value')
    case 'files':
      return Array.isArray(value) && value.length ? value.map((f) => String(f?.file_name ?? '')).join(', ') : t('common.empty_value')
    default:
      // References show the id until reference pickers exist.
      return String(value)
  }
}

/** A table column of a catalogue field: its label and its value as the screens show it. */
export const fieldColumn = (t: TFunction, resource: string, field: FieldDef) => ({
  key: field.name, dataIndex: field.name, title: t(fieldLabelKey(resource, field)),
  render: (value: unknown) => formatValue(t, field, value),
})
