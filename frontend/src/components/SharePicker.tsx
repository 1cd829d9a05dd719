import { Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { useApiGet } from '../providers/api-hooks'
import type { ListEnvelope, PersonRow } from '../providers/http-calls'

/** People with an account, chosen by name, given back as their user ids (the share action's user_ids). */
export function SharePicker({ value, onChange }: { value: number[]; onChange: (ids: number[]) => void }) {
  const { t } = useTranslation()
  const { data, isFetching } = useApiGet<ListEnvelope<PersonRow>>('/people', { query: { 'external[per_page]': 1000, sort: 'name' }, staleTime: 60_000 })
  const options = (data?.items ?? []).filter((p) => p.user_id != null).map((p) => ({ value: p.user_id as number, label: p.work_email ? `${p.name} (${p.work_email})` : p.name }))
  return (
    <Select
      mode="multiple" allowClear showSearch optionFilterProp="label" style={{ width: '100%' }} loading={isFetching}
      placeholder={t('payroll_ui.share.people')} aria-label={t('payroll_ui.share.people')} data-testid="share-people"
      value={value} onChange={onChange} options={options}
    />
  )
}
