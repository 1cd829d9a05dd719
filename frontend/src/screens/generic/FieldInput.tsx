import type { ReactNode } from 'react'
import { DatePicker, Input, InputNumber, Select, Switch, type FormItemProps } from 'antd'
import type { TFunction } from 'i18next'
import dayjs, { type Dayjs } from 'dayjs'
import { API_DATE_FORMAT, dateFormat, dateTimeFormat, mayChooseValue, type FieldDef, type RoleSubject } from '@hr/shared'
import { enumLabel } from './format'
import { CountrySelect } from '../../components/CountrySelect'
import { RegionSelect } from '../../components/RegionSelect'
import { PhoneInput } from '../../components/PhoneInput'
import { ImageKeyInput } from '../../components/upload/ImageKeyInput'
import { dropdownSearch } from '../../components/dropdown-search'
import { FilesInput } from '../../components/upload/FilesInput'
import { ReferenceSelect } from './ReferenceSelect'
import { TranslationsInput } from '../../components/TranslationsInput'

/** Where the input is used: company data rows name their owner (reference option lists depend on it). */
export interface FieldInputContext {
  ownerType?: string
  /** which owner exactly (a partner a vendor acts for) */
  ownerKey?: string | number
  /** what reference option lists depend on besides the owner (e.g. { person_id }) */
  optionsQuery?: Record<string, string | number>
  /** data-testid of the input (prefix of its parts) */
  testId?: string
  /** display labels of the record's references (the API's `_labels`), shown where the list may not be read */
  labels?: Record<string, string>
}

/**
 * The input for a field type (brief §7); ids come from the Form.Item `name`. Enum values the user
 * may not choose (FieldDef.restrictedValues, the same rule the API applies) are not offered.
 */
export function fieldInput(t: TFunction, field: FieldDef, user?: RoleSubject | null, context: FieldInputContext = {}): ReactNode {
  if (field.regionOf) return <RegionSelect countryField={field.regionOf} />
  switch (field.type) {
    case 'text':
      return <Input.TextArea rows={3} maxLength={field.maxLength} />
    case 'enum': {
      const options = (field.enum ?? []).filter((value) => mayChooseValue(user, field, value)).map((value) => ({ value, label: enumLabel(t, field, value) }))
      return <Select allowClear={!field.required} options={options} {...dropdownSearch(options.length)} />
    }
    case 'boolean':
      return <Switch />
    case 'date':
      return <DatePicker format={dateFormat()} style={{ width: '100%' }} />
    case 'datetime':
      return <DatePicker showTime format={dateTimeFormat()} style={{ width: '100%' }} />
    case 'image':
      return <ImageKeyInput />
    case 'country':
      // Searched by name or code; the value stays the ISO code.
      return <CountrySelect allowClear={!field.required} style={{ width: '100%' }} />
    case 'reference':
      return field.reference ? <ReferenceSelect field={field} ownerType={context.ownerType} ownerKey={context.ownerKey} optionsQuery={context.optionsQuery} testId={context.testId} storedLabel={context.labels?.[field.name]} /> : <InputNumber precision={0} style={{ width: '100%' }} />
    case 'files':
      return <FilesInput testId={context.testId} />
    case 'phone':
      return <PhoneInput />
    case 'translations':
      return <TranslationsInput maxLength={field.maxLength} testId={context.testId ? `${context.testId}-${field.name}` : field.name} />
    case 'integer':
      return <InputNumber precision={0} style={{ width: '100%' }} />
    default:
      return <Input maxLength={field.maxLength} autoComplete="off" />
  }
}

const toDayjs = (v: unknown) => (typeof v === 'string' && v ? dayjs(v) : null)

/**
 * How a field's stored value maps to its input and back: dates stay 'YYYY-MM-DD' strings in the
 * form values (DatePicker works on dayjs), switches bind `checked`, cleared selects become null.
 */
export function valueAdapters(field: FieldDef): Partial<FormItemProps> {
  switch (field.type) {
    case 'boolean':
      return { valuePropName: 'checked' }
    case 'date':
      return {
        getValueProps: (v: unknown) => ({ value: toDayjs(v) }),
        normalize: (d: Dayjs | null) => (d ? d.format(API_DATE_FORMAT) : null),
      }
    case 'datetime':
      return {
        getValueProps: (v: unknown) => ({ value: toDayjs(v) }),
        normalize: (d: Dayjs | null) => (d ? d.toISOString() : null),
      }
    case 'country':
      return { normalize: (v: string | undefined) => (v ? v.toUpperCase() : null) }
    case 'enum':
    case 'reference':
      return { normalize: (v: unknown) => v ?? null }
    default:
      return {}
  }
}
