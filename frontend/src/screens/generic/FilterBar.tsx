import { useEffect, useRef, type ReactNode } from 'react'
import { Button, Form, Input, Select, type FormProps } from 'antd'
import { SearchOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { SEARCH_DEBOUNCE_MS, fieldLabelKey, filterableFields, type FieldDef, type ResourceDef } from '@hr/shared'
import { SEARCH_FIELD } from '../../providers/query'
import { enumLabel } from './format'
import { searchedFieldsText } from './filters'
import { dropdownSearch } from '../../components/dropdown-search'
import { CountrySelect } from '../../components/CountrySelect'
import { RegionSelect } from '../../components/RegionSelect'

/**
 * The search box (query_string), named after the fields it searches and left out when the resource
 * searches none, and one control per `filter: true` field. Changes apply after the spec's 300 ms
 * debounce; Enter in the search box applies at once. `extra`: a list slot's own controls.
 */
export function FilterBar({ def, formProps, extra }: { def: ResourceDef; formProps: FormProps; extra?: ReactNode }) {
  const { t, i18n } = useTranslation()
  const form = formProps.form!
  const searched = searchedFieldsText(def, (f) => t(fieldLabelKey(def.name, f)), i18n.language)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const submitSoon = () => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => form.submit(), SEARCH_DEBOUNCE_MS)
  }
  const submitNow = () => {
    clearTimeout(timer.current)
    form.submit()
  }

  return (
    <Form {...formProps} layout="inline" colon={false} onValuesChange={submitSoon} style={{ marginBottom: 16, rowGap: 12 }}>
      {searched && (
        <Form.Item name={SEARCH_FIELD}>
          <Input
            allowClear
            prefix={<SearchOutlined />}
            placeholder={t('common.search_by', { fields: searched })}
            aria-label={t('common.search')}
            title={t('common.search_by', { fields: searched })}
            onPressEnter={submitNow}
            style={{ width: 240 }}
          />
        </Form.Item>
      )}
      {filterableFields(def).map((field) => (
        <Form.Item key={field.name} name={field.name} label={t(fieldLabelKey(def.name, field))}>
          {filterControl(t, field)}
        </Form.Item>
      ))}
      {extra}
      <Form.Item>
        <Button onClick={() => { form.resetFields(); submitNow() }}>{t('common.clear')}</Button>
      </Form.Item>
    </Form>
  )
}

function filterControl(t: ReturnType<typeof useTranslation>['t'], field: FieldDef) {
  if (field.type === 'enum') {
    const options = (field.enum ?? []).map((value) => ({ value, label: enumLabel(t, field, value) }))
    return <Select mode="multiple" allowClear maxTagCount="responsive" style={{ minWidth: 180 }} options={options} {...dropdownSearch(options.length)} />
  }
  if (field.type === 'boolean') {
    return (
      <Select
        allowClear
        style={{ minWidth: 100 }}
        options={[{ value: 'true', label: t('common.yes') }, { value: 'false', label: t('common.no') }]}
      />
    )
  }
  if (field.type === 'country') return <CountrySelect allowClear style={{ minWidth: 200 }} />
  if (field.regionOf) return <RegionSelect countryField={field.regionOf} style={{ minWidth: 200 }} />
  return <Input allowClear style={{ width: 160 }} />
}
