import { useSelect } from '@refinedev/antd'
import { useCustom, type BaseKey } from '@refinedev/core'
import { Select } from 'antd'
import { can, type FieldDef } from '@hr/shared'
import { API_URL } from '../../providers/http'
import { SEARCH_FIELD } from '../../providers/query'
import { useProfile } from '../../hooks/useProfile'

export interface ReferenceSelectProps {
  field: FieldDef
  /** whose row the form writes (company data): a named option list depends on it */
  ownerType?: string
  /** which owner exactly (e.g. the partner a vendor acts for): keeps their option lists apart in the cache */
  ownerKey?: string | number
  /** what the option list depends on besides the owner (e.g. the person a leave is for) */
  optionsQuery?: Record<string, string | number>
  value?: BaseKey | null
  onChange?: (value: BaseKey | null) => void
  testId?: string
  /** set by the Form.Item, so the field's label points at the picker */
  id?: string
  /** the stored value's label as the API answered it with the record (`_labels`) */
  storedLabel?: string
}

export interface ReferenceOption { id: number; name: string }

/**
 * A field's named option list (FieldDef.reference.options, GET /api/reference-options/:name): the
 * choices the API accepts, with a name lookup for list cells.
 */
export function useReferenceOptions(name: string | undefined, ownerType = 'customer', ownerKey?: string | number, extra: Record<string, string | number> = {}) {
  const { result, query } = useCustom<{ items: ReferenceOption[] }>({
    url: `${API_URL}/reference-options/${name}`,
    method: 'get',
    config: { query: { owner_type: ownerType, ...extra } },
    // The acting tenant travels in headers, not the URL: the key tells the owners' lists apart.
    queryOptions: { enabled: !!name, queryKey: ['reference-options', name, ownerType, ownerKey ?? null, JSON.stringify(extra)] },
  })
  const items = result?.data?.items ?? []
  const options = items.map((o) => ({ value: o.id, label: o.name }))
  const nameOf = (id: unknown) => options.find((o) => o.value === Number(id))?.label
  return { options, nameOf, loading: query.isLoading }
}

function OptionListSelect({ field, ownerType, ownerKey, optionsQuery, value, onChange, testId, id }: ReferenceSelectProps) {
  const { options, loading } = useReferenceOptions(field.reference!.options, ownerType, ownerKey, optionsQuery)
  // A value chosen before (no longer among the choices) still shows, as its id.
  const all = value != null && !options.some((o) => o.value === Number(value)) ? [...options, { value: Number(value), label: `#${value}` }] : options
  return (
    <Select id={id} allowClear={!field.required} showSearch optionFilterProp="label" loading={loading} options={all}
      value={value ?? undefined} onChange={(v) => onChange?.(v ?? null)} data-testid={testId} />
  )
}

function ResourceListSelect({ field, value, onChange, testId, id }: ReferenceSelectProps) {
  const ref = field.reference!
  // Searched on the server (the list's query_string), so large lists (people) stay paged.
  const { selectProps } = useSelect<Record<string, unknown>>({
    resource: ref.resource,
    optionLabel: (item) => String(item[ref.labelField] ?? `#${item.id}`),
    optionValue: (item) => item.id as string,
    defaultValue: value ?? undefined,
    onSearch: (text) => [{ field: SEARCH_FIELD, operator: 'contains', value: text }],
    pagination: { pageSize: 50 },
  })
  return (
    <Select id={id} options={selectProps.options} onSearch={selectProps.onSearch} loading={selectProps.loading}
      showSearch filterOption={false} allowClear={!field.required} value={value ?? undefined}
      onChange={(v) => onChange?.((v as BaseKey | undefined) ?? null)} data-testid={testId} />
  )
}

/**
 * The stored choice alone, named by the label the record came with: for a user who may not list
 * the referenced resource (an employee reading their contract entity), so no call is refused.
 */
function StoredChoice({ value, storedLabel, testId, id }: ReferenceSelectProps) {
  const options = value == null ? [] : [{ value: Number(value), label: storedLabel ?? `#${value}` }]
  return <Select id={id} disabled options={options} value={value ?? undefined} data-testid={testId} />
}

/**
 * The picker of a reference field: the referenced resource's rows by their label (searched on the
 * server), or the field's named option list when the choices are narrower than that list.
 */
export function ReferenceSelect(props: ReferenceSelectProps) {
  const profile = useProfile()
  const ref = props.field.reference
  if (!ref?.options && !can(profile, 'list', ref!.resource)) return <StoredChoice {...props} />
  return ref?.options ? <OptionListSelect {...props} /> : <ResourceListSelect {...props} />
}
