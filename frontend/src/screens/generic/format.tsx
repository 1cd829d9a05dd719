import type { ReactNode } from 'react'
import type { TFunction } from 'i18next'
import { displayLanguage, fieldLabelKey, formatNumber, getResource, listCell, moneyOf, readTranslations, type FieldDef, type Money, type ResourceDef } from '@hr/shared'
import { TranslationsList } from '../../components/TranslationsInput'
import { formatDay, formatDayTime } from '../../i18n/format'

export const enumLabel = (t: TFunction, field: FieldDef, value: string) =>
  t(`enums.${field.name}.${value}`, { defaultValue: value })

const minorDigits = new Map<string, number>()
/** How many decimals a currency's amounts are written with (JPY 0, SGD 2, KWD 3); 2 for a code Intl does not know. */
export function currencyDigits(currency: string): number {
  let digits = minorDigits.get(currency)
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
    } catch {
      digits = 2
    }
    minorDigits.set(currency, digits)
  }
  return digits
}

/**
 * A money composite as the screens show it: the currency's code, then the amount grouped and pointed
 * the shown language's way with the currency's decimals (never fewer than the amount has). From the
 * decimal text, never a float. Without a currency, the amount as it is.
 */
export function formatMoneyValue(money: Money, lng: string = displayLanguage()): string {
  return money.currency ? `${money.currency} ${formatMoneyAmount(money, lng)}` : formatMoneyAmount(money, lng)
}

/** A money composite's amount alone, in its currency's decimals (the code shown beside it). */
export const formatMoneyAmount = (money: Money, lng: string = displayLanguage()): string =>
  formatNumber(money.amount, lng, money.currency ? currencyDigits(money.currency) : 0)

/**
 * A stored value as the screens show it (shell §9 formats; enums and booleans translated). A money
 * field is read with its currency from the row (`moneyOf`) when the row is given.
 */
export function formatValue(t: TFunction, field: FieldDef, value: unknown, row?: Record<string, unknown>): ReactNode {
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
    case 'money': {
      const money = row ? moneyOf({ ...row, [field.name]: value }, field) : null
      return formatMoneyValue(money ?? { amount: String(value), currency: '' })
    }
    case 'decimal':
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
  const shown = cell.masked ? String(cell.value) : formatValue(t, source, cell.value, row)
  if (source === field) return shown
  return <span data-source={source.name}>{t(fieldLabelKey(def.name, source))} {shown}</span>
}

/** A table column of a catalogue field: its label and its value as the lists show it. */
export const fieldColumn = (t: TFunction, resource: string, field: FieldDef) => ({
  key: field.name, dataIndex: field.name, title: t(fieldLabelKey(resource, field)),
  render: (_: unknown, row: Record<string, unknown>) => formatCell(t, getResource(resource), field, row),
})
