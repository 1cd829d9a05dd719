import type { ReactNode } from 'react'
import type { TFunction } from 'i18next'
import { fieldLabelKey, formatNumber, getResource, listCell, readTranslations, type FieldDef, type ResourceDef } from '@hr/shared'
import { TranslationsList } from '../../components/TranslationsInput'
import { formatDay, formatDayTime } from '../../i18n/format'

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
      return formatDay(String(value))
    case 'datetime':
      return formatDayTime(String(value))
    case 'decimal':
    case 'money':
      // Pointed and grouped the shown language's way, every decimal kept (issue 43 §7).
      return formatNumber(String(value))
    case 'file':
      return typeof value === 'object' && value && 'file_name' in value ? String(value.file_name) : t('common.empty_value')
    case 'files':
      return Array.isArray(value) && value.length ? value.map((f) => String(f?.file_name ?? '')).join(', ') : t('common.empty_value')
    case 'translations':
      return Object.keys(readTranslations(value)).length ? <TranslationsList value={value} /> : t('common.empty_value')
    default:
      // References show the id until reference pickers exist.
      return String(value)
  }
}

/**
 * A list cell of a catalogue field for a row: masked where the field says so, and, when the row is
 * identified by a fallback field (a bank account by its IBAN), that field's value named by its label.
 */
export function formatCell(t: TFunction, def: ResourceDef, field: FieldDef, row: Record<string, unknown>): ReactNode {
  // A reference by the label the API answered with the row (`_labels`), where it has one.
  const label = field.type === 'reference' ? (row._labels as Record<string, string> | undefined)?.[field.name] : undefined
  if (label) return label
  const cell = listCell(field, row)
  const source = cell.field === field.name ? field : def.fields.find((f) => f.name === cell.field) ?? field
  const shown = cell.masked ? String(cell.value) : formatValue(t, source, cell.value)
  if (source === field) return shown
  return <span data-source={source.name}>{t(fieldLabelKey(def.name, source))} {shown}</span>
}

/** A table column of a catalogue field: its label and its value as the lists show it. */
export const fieldColumn = (t: TFunction, resource: string, field: FieldDef) => ({
  key: field.name, dataIndex: field.name, title: t(fieldLabelKey(resource, field)),
  render: (_: unknown, row: Record<string, unknown>) => formatCell(t, getResource(resource), field, row),
})
