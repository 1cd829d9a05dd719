import { useMemo, useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { List } from '@refinedev/antd'
import { Button, Empty, Input, Select, Space, Table, Tabs, Tag } from 'antd'
import { PlusOutlined, SearchOutlined, UploadOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { LIST_PAGE_SIZE, can, fieldLabelKey, getResource, hasAccessAdmin } from '@hr/shared'
import { useProfile } from '../../../hooks/useProfile'
import type { ListEnvelope } from '../../../providers/http-calls'
import { useApiGet } from '../../../providers/api-hooks'
import type { PersonRow } from '../../../components/records/usePerson'
import { countryOptions } from '../../../components/records/countries'
import { ImportModal } from '../import/ImportModal'
import { PEOPLE_TABS, initialListState, peopleListRequest, personPath, statusOptionsFor, type PeopleListState, type PeopleTab } from './list-query'
import { useDebounced } from './useDebounced'
import { searchedFieldsText } from '../../../screens/generic/filters'
import { formatDay } from '../../../i18n/format'

const people = getResource('people')

/** Domain §2 people list: staff / EOR staff / contractors with country and status filters, search and paging. */
export default function PeopleListPage() {
  const { t, i18n } = useTranslation()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const profile = useProfile()
  const [state, setState] = useState<PeopleListState>(() => initialListState(pathname.startsWith('/people/contractor') ? 'contractor' : 'staff'))
  const [importOpen, setImportOpen] = useState(false)
  const search = useDebounced(state.search)
  const request = peopleListRequest({ ...state, search })
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language])

  const { data, isFetching, error } = useApiGet<ListEnvelope<PersonRow>>(request.path, {
    query: Object.fromEntries(new URLSearchParams(request.query)), keepPrevious: true,
  })

  const update = (patch: Partial<PeopleListState>) => setState((s) => ({ ...s, page: 1, ...patch }))
  const switchTab = (tab: PeopleTab) => setState(initialListState(tab))
  const canCreate = can(profile, 'create', 'people')
  const admin = !!profile && hasAccessAdmin(profile)
  const statusLabel = (s: string) => t(`enums.status.${s}`, { defaultValue: s })
  const searchHint = t('common.search_by', { fields: searchedFieldsText(people, (f) => t(fieldLabelKey(people.name, f)), i18n.language) })

  return (
    <List
      title={t('people.titles.list')}
      headerButtons={
        canCreate ? (
          <Space>
            <Button icon={<UploadOutlined />} onClick={() => setImportOpen(true)}>{t('people_ui.import.open')}</Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/people/staff/create')}>{t('people.titles.create')}</Button>
          </Space>
        ) : null
      }
    >
      <Tabs
        activeKey={state.tab}
        onChange={(k) => switchTab(k as PeopleTab)}
        items={PEOPLE_TABS.map((key) => ({ key, label: t(`people_ui.list.tabs.${key}`) }))}
      />
      <Space wrap style={{ marginBottom: 16 }}>
        <Input
          allowClear
          prefix={<SearchOutlined />}
          // The list searches the people resource's searched fields (name, e-mails, job title): the box says so.
          placeholder={searchHint}
          title={searchHint}
          aria-label={t('common.search')}
          value={state.search}
          onChange={(e) => update({ search: e.target.value })}
          style={{ width: 240 }}
        />
        <Select
          mode="multiple"
          allowClear
          showSearch
          optionFilterProp="label"
          maxTagCount="responsive"
          aria-label={t('people_ui.list.country')}
          placeholder={t('people_ui.list.country')}
          style={{ minWidth: 220 }}
          value={state.countries}
          onChange={(countries) => update({ countries })}
          options={countries}
        />
        <Select
          mode="multiple"
          allowClear
          maxTagCount="responsive"
          aria-label={t('people_ui.list.status')}
          placeholder={t('people_ui.list.status')}
          style={{ minWidth: 260 }}
          value={state.statuses}
          onChange={(statuses) => update({ statuses })}
          options={statusOptionsFor(state.tab).map((s) => ({ value: s, label: statusLabel(s) }))}
        />
      </Space>
      <Table<PersonRow>
        rowKey="id"
        loading={isFetching}
        dataSource={data?.items ?? []}
        locale={{ emptyText: <Empty description={error ? error.message : t('common.no_table_data')} /> }}
        onRow={(record) => ({ onClick: () => navigate(personPath(record.id, admin, record.type)), style: { cursor: 'pointer' } })}
        pagination={{
          current: state.page,
          pageSize: LIST_PAGE_SIZE,
          total: data?.itemsTotal ?? 0,
          showSizeChanger: false,
          showTotal: (total) => t('common.total_items', { count: total }),
          onChange: (page) => setState((s) => ({ ...s, page })),
        }}
        columns={[
          {
            key: 'name', dataIndex: 'name', title: t('people.fields.name'),
            // The name is a link (issue 20 §3): a person opens in a new tab on middle or Ctrl-click; the row's own click stays.
            render: (name: string, record) => (
              <Link to={personPath(record.id, admin, record.type)} onClick={(e) => e.stopPropagation()}>{name}</Link>
            ),
          },
          { key: 'job_title', dataIndex: 'job_title', title: t('people.fields.job_title'), render: (v) => v || t('common.empty_value') },
          { key: 'work_email', dataIndex: 'work_email', title: t('people.fields.work_email'), render: (v) => v || t('common.empty_value') },
          { key: 'country', dataIndex: 'country', title: t('people.fields.country'), render: (v) => v || t('common.empty_value') },
          { key: 'status', dataIndex: 'status', title: t('people.fields.status'), render: (v: string) => <Tag>{statusLabel(v)}</Tag> },
          {
            key: 'start_date', dataIndex: 'start_date', title: t('people.fields.start_date'),
            render: (v: string | null) => (v ? formatDay(v) : t('common.empty_value')),
          },
        ]}
      />
      <ImportModal open={importOpen} onClose={() => setImportOpen(false)} />
    </List>
  )
}
