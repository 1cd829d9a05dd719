import { useMemo, useState } from 'react'
import { Button, Card, Input, Select, Space, Typography } from 'antd'
import { PlusOutlined, SearchOutlined } from '@ant-design/icons'
import { useTable } from '@refinedev/antd'
import { useList, type HttpError } from '@refinedev/core'
import { useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import dayjs from 'dayjs'
import { API_DATE_FORMAT, can, LIST_PAGE_SIZE, MOBILITY_STATUSES, VISA_EXPIRY_WINDOWS, VISA_TYPES } from '@hr/shared'
import { useProfile } from '../../hooks/useProfile'
import { PageContent } from '../../layout/PageContent'
import { SEARCH_FIELD } from '../../providers/data-provider'
import { countryOptions } from '../../components/records/countries'
import { useDebounced } from '../../pages/people/list/useDebounced'
import { usePeopleNames } from '../../components/records/usePeopleNames'
import { caseDef, caseListParams, caseUrl } from './mobility-logic'
import type { MobilityCase } from './model'
import { CaseFormModal } from './CaseFormModal'
import { CaseTable } from './CaseTable'
import { MobilityNav } from '../../components/MobilityNav'

/** The people whose name matches the search box (the cases are found by their person). */
function useMatchingPeople(search: string) {
  const { result, query } = useList<{ id: number }, HttpError>({
    resource: 'people',
    filters: [{ field: SEARCH_FIELD, operator: 'contains', value: search }],
    pagination: { currentPage: 1, pageSize: 200 },
    errorNotification: false,
    queryOptions: { enabled: !!search, staleTime: 30_000 },
  })
  return { ids: result.data.map((p) => p.id), isSuccess: query.isSuccess, isFetching: query.isFetching, error: query.error }
}

/**
 * /global-mobility (issue 16): the visa cases the user may read — a manager's reports', everyone's
 * for HR and the vendor's users (the API filters) — by status, visiting country, visa type, visa
 * expiring within 30/60/90 days and the person's name, each opening its case; "New visa case" for
 * those who keep cases. The insurance list is the section's other tab.
 */
export default function MobilityListPage() {
  const { t, i18n } = useTranslation()
  const navigate = useNavigate()
  const profile = useProfile()
  const [statuses, setStatuses] = useState<string[]>([])
  const [countries, setCountries] = useState<string[]>([])
  const [visaTypes, setVisaTypes] = useState<string[]>([])
  const [expiringWithin, setExpiringWithin] = useState<number | null>(null)
  const [searchText, setSearchText] = useState('')
  const [creating, setCreating] = useState(false)
  const search = useDebounced(searchText.trim())
  const countryChoices = useMemo(() => countryOptions(i18n.language), [i18n.language])
  const today = dayjs().format(API_DATE_FORMAT)

  const matches = useMatchingPeople(search)
  const personIds = search ? matches.ids : null
  // A search naming nobody finds no case: no request.
  const nobody = !!search && matches.isSuccess && !personIds?.length
  const params = caseListParams({ personIds, statuses, visitingCountries: countries, visaTypes, expiringWithin }, today)
  // Paged and sorted on the server (Refine's table state); the filters above are the request's own.
  const { tableProps, tableQuery, sorters, setCurrentPage } = useTable<MobilityCase, HttpError>({
    resource: 'mobility_case',
    syncWithLocation: false,
    pagination: { pageSize: LIST_PAGE_SIZE },
    filters: { permanent: params.filters },
    sorters: { initial: params.sorters },
    errorNotification: false,
    queryOptions: { enabled: !nobody && (!search || matches.isSuccess), placeholderData: (prev) => prev, retry: false },
  })
  const paging = tableProps.pagination || {}
  const rows = nobody ? [] : (tableProps.dataSource as MobilityCase[] | undefined) ?? []
  const names = usePeopleNames(rows.map((r) => r.person_id))
  const mayCreate = can(profile, 'create', caseDef)
  const update = <T,>(set: (v: T) => void) => (v: T) => { setCurrentPage(1); set(v) }

  return (
    <PageContent>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
          <Typography.Title level={3} style={{ margin: 0 }}>{t('shell.menu.global_mobility')}</Typography.Title>
          {mayCreate && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="mobility-new-case">
              {t('mobility_case.titles.create')}
            </Button>
          )}
        </Space>
        <MobilityNav active="cases" />
        <Card>
          <Space direction="vertical" size="middle" style={{ width: '100%' }}>
            <Space wrap data-testid="mobility-filters">
              <Input
                allowClear prefix={<SearchOutlined />} style={{ width: 220 }} value={searchText}
                placeholder={t('common.search_placeholder')} aria-label={t('common.search')}
                onChange={(e) => { setCurrentPage(1); setSearchText(e.target.value) }} data-testid="mobility-search"
              />
              <Select
                mode="multiple" allowClear maxTagCount="responsive" style={{ minWidth: 220 }} value={statuses} onChange={update(setStatuses)}
                placeholder={t('mobility_case.fields.status')} aria-label={t('mobility_case.fields.status')} data-testid="mobility-filter-status"
                options={MOBILITY_STATUSES.map((s) => ({ value: s, label: t(`enums.status.${s}`) }))}
              />
              <Select
                mode="multiple" allowClear showSearch optionFilterProp="label" maxTagCount="responsive" style={{ minWidth: 220 }}
                value={countries} onChange={update(setCountries)} options={countryChoices}
                placeholder={t('mobility_case.fields.visiting_country')} aria-label={t('mobility_case.fields.visiting_country')} data-testid="mobility-filter-country"
              />
              <Select
                mode="multiple" allowClear maxTagCount="responsive" style={{ minWidth: 180 }} value={visaTypes} onChange={update(setVisaTypes)}
                placeholder={t('mobility_case.fields.visa_type')} aria-label={t('mobility_case.fields.visa_type')} data-testid="mobility-filter-visa-type"
                options={VISA_TYPES.map((v) => ({ value: v, label: t(`enums.visa_type.${v}`) }))}
              />
              <Select
                allowClear style={{ minWidth: 200 }} value={expiringWithin ?? undefined} onChange={(v) => update(setExpiringWithin)(v ?? null)}
                placeholder={t('mobility_ui.expiring_within')} aria-label={t('mobility_ui.expiring_within')} data-testid="mobility-filter-expiring"
                options={VISA_EXPIRY_WINDOWS.map((d) => ({ value: d, label: t('mobility_ui.expiring_days', { count: d }) }))}
              />
            </Space>
            <CaseTable
              rows={rows} personNames={names} today={today} error={tableQuery.error ?? matches.error}
              loading={tableQuery.isFetching || matches.isFetching} sorters={sorters} onChange={tableProps.onChange}
              pagination={{
                ...paging, total: nobody ? 0 : (paging.total ?? 0), showSizeChanger: false,
                hideOnSinglePage: true, showTotal: (total) => t('common.total_items', { count: total }),
              }}
            />
          </Space>
        </Card>
      </Space>
      <CaseFormModal open={creating} kase={null} onClose={() => setCreating(false)} onSaved={(saved) => navigate(caseUrl(saved.id))} />
    </PageContent>
  )
}
