import { useEffect, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { getDefaultSortOrder, List, useTable } from '@refinedev/antd'
import { useDelete, type HttpError } from '@refinedev/core'
import { Button, DatePicker, Form, Input, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd'
import { DeleteOutlined, EditOutlined, EyeOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import type { Dayjs } from 'dayjs'
import dayjs from 'dayjs'
import { API_DATE_FORMAT, dateFormat, getResource, SEARCH_DEBOUNCE_MS, type FieldDef } from '@hr/shared'
import { useProfile } from '../../hooks/useProfile'
import { EmptyState } from '../../components/EmptyState'
import { errorMessage } from '../../components/records/form-errors'
import { useToast } from '../../components/records/useToast'
import { ReferenceSelect } from '../../screens/generic/ReferenceSelect'
import ForbiddenPage from '../../pages/errors/ForbiddenPage'
import { usePeopleNames } from '../../components/records/usePeopleNames'
import { fmtDate } from '../../components/formats'
import { enrolmentListParams, useDependents, usePlans } from './data'
import type { InsuranceEnrolment } from './model'
import { ENROLMENT_STATE_COLOURS, enrolmentState, enrolmentUrl, insuranceCompanyRights, personInsuranceUrl } from './insurance-logic'
import { useInsuranceEditors } from './useInsuranceEditors'
import { MobilityNav } from '../../components/MobilityNav'

const PAGE_SIZE = 20
const personField = getResource('insurance_enrolment').fields.find((f) => f.name === 'person_id') as FieldDef
type Range = [Dayjs | null, Dayjs | null] | null
const day = (d: Dayjs | null | undefined) => (d ? d.format(API_DATE_FORMAT) : null)
const statusOf = (error: unknown) => (error as { statusCode?: number } | null)?.statusCode

/**
 * /global-mobility/insurance (issue 16): every insurance enrolment of the company for HR — who,
 * which plan, the plan period, member number and dependents — filtered by person, plan and the
 * plan's start and end dates, paged and sorted on the server. Holders of the info privilege enrol
 * people, change and delete enrolments here; the person's own tab has the details.
 */
export default function InsuranceListPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const toast = useToast()
  const profile = useProfile()
  const rights = insuranceCompanyRights(profile)
  const plans = usePlans()
  // Refine drops a deleted enrolment's cached record and reads the enrolment lists again.
  const { mutateAsync: deleteEnrolment } = useDelete()
  const [searchText, setSearchText] = useState('')
  const [search, setSearch] = useState('')
  const [personId, setPersonId] = useState<number | null>(null)
  const [planIds, setPlanIds] = useState<number[]>([])
  const [start, setStart] = useState<Range>(null)
  const [end, setEnd] = useState<Range>(null)
  const editors = useInsuranceEditors({ personId: null, plans: plans.plans })

  // The search box applies after the shell's debounce; every filter change starts at page 1.
  useEffect(() => {
    const timer = setTimeout(() => setSearch(searchText), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [searchText])
  const params = enrolmentListParams({
    page: 1, perPage: PAGE_SIZE, search, planIds, personId,
    startFrom: day(start?.[0]), startTo: day(start?.[1]), endFrom: day(end?.[0]), endTo: day(end?.[1]),
  })
  // Paged and sorted on the server (Refine's table state); the filters above are the request's own.
  const { tableProps, tableQuery: list, sorters, setCurrentPage } = useTable<InsuranceEnrolment, HttpError>({
    resource: 'insurance_enrolment',
    syncWithLocation: false,
    pagination: { pageSize: PAGE_SIZE },
    filters: { permanent: params.filters },
    sorters: { initial: params.sorters },
    errorNotification: false,
    queryOptions: { enabled: rights.read, placeholderData: (prev) => prev },
  })
  // Every filter change starts at page 1.
  const filterKey = JSON.stringify(params.filters)
  useEffect(() => setCurrentPage(1), [filterKey, setCurrentPage])
  const rows = (tableProps.dataSource as InsuranceEnrolment[] | undefined) ?? []
  const ids = rows.map((r) => r.id)
  const people = usePeopleNames(rows.map((r) => r.person_id))
  const dependents = useDependents({ enrolmentIds: ids }, rights.read && ids.length > 0)
  const counts = new Map<number, number>()
  for (const d of dependents.rows) counts.set(d.enrolment_id, (counts.get(d.enrolment_id) ?? 0) + 1)

  if (!profile) return null
  if (!rights.read || statusOf(list.error) === 403) return <ForbiddenPage />

  const remove = async (row: InsuranceEnrolment) => {
    try {
      await deleteEnrolment({ resource: 'insurance_enrolment', id: row.id, successNotification: false, errorNotification: false })
      toast.success(t('insurance_ui.enrolment_deleted'))
    } catch (error) {
      toast.error(errorMessage(error, t('messages.error_occurred_contact_admin')))
    }
  }

  const label = (name: string) => t(`insurance_enrolment.fields.${name}`)
  const today = dayjs().format(API_DATE_FORMAT)
  const sortOrder = (field: string) => getDefaultSortOrder(field, sorters) ?? null

  // The global mobility section's tab strip stays above its insurance tab too (issue 43 §9).
  return (
    <>
      <MobilityNav active="insurance" />
      <List
        title={t('insurance_enrolment.titles.list')}
        headerButtons={rights.manage ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={editors.addEnrolment} data-testid="enrol-in-plan">{t('insurance_enrolment.titles.create')}</Button>
        ) : null}
      >
        <Form layout="inline" colon={false} style={{ marginBottom: 16, rowGap: 12 }} data-testid="insurance-filters">
          <Form.Item>
            <Input allowClear prefix={<SearchOutlined />} placeholder={t('insurance_ui.search_placeholder')} aria-label={t('common.search')}
              value={searchText} onChange={(e) => setSearchText(e.target.value)} onPressEnter={() => setSearch(searchText)} style={{ width: 220 }} />
          </Form.Item>
          <Form.Item label={label('person_id')} htmlFor="insurance-filter-person">
            <div style={{ minWidth: 200 }}>
              <ReferenceSelect id="insurance-filter-person" field={{ ...personField, required: false }} value={personId} onChange={(v) => setPersonId(v == null ? null : Number(v))} testId="insurance-filter-person" />
            </div>
          </Form.Item>
          <Form.Item label={label('plan_id')}>
            <Select mode="multiple" allowClear maxTagCount="responsive" style={{ minWidth: 200 }} value={planIds} onChange={setPlanIds}
              optionFilterProp="label" loading={plans.loading} options={plans.plans.map((p) => ({ value: p.id, label: p.name }))} data-testid="insurance-filter-plan" />
          </Form.Item>
          <Form.Item label={label('plan_start_date')}>
            <DatePicker.RangePicker format={dateFormat()} allowEmpty={[true, true]} value={start} onChange={(v) => setStart(v as Range)}
              placeholder={[t('insurance_ui.from'), t('insurance_ui.to')]} data-testid="insurance-filter-start" />
          </Form.Item>
          <Form.Item label={label('plan_end_date')}>
            <DatePicker.RangePicker format={dateFormat()} allowEmpty={[true, true]} value={end} onChange={(v) => setEnd(v as Range)}
              placeholder={[t('insurance_ui.from'), t('insurance_ui.to')]} data-testid="insurance-filter-end" />
          </Form.Item>
          <Form.Item>
            <Button onClick={() => { setSearchText(''); setSearch(''); setPersonId(null); setPlanIds([]); setStart(null); setEnd(null) }}>{t('common.clear')}</Button>
          </Form.Item>
        </Form>
        {list.error ? (
          <Typography.Text type="danger">{errorMessage(list.error, t('messages.error_occurred_contact_admin'))}</Typography.Text>
        ) : null}
        <Table<InsuranceEnrolment>
          rowKey="id"
          data-testid="insurance-enrolments"
          loading={list.isFetching}
          dataSource={rows}
          onChange={tableProps.onChange}
          scroll={{ x: true }}
          locale={{ emptyText: <EmptyState description={t('insurance_ui.no_company_enrolments')} /> }}
          pagination={{
            ...(tableProps.pagination || {}), showSizeChanger: false,
            showTotal: (total) => t('common.total_items', { count: total }),
          }}
          columns={[
            {
              key: 'person_id', title: label('person_id'),
              render: (_: unknown, r) => <Link to={personInsuranceUrl(r.person_id)} data-testid={`insurance-person-${r.id}`}>{people.get(r.person_id) ?? `#${r.person_id}`}</Link>,
            },
            {
              key: 'plan_id', title: label('plan_id'),
              render: (_: unknown, r) => {
                const plan = plans.byId.get(r.plan_id)
                return plan ? (
                  <Space direction="vertical" size={0}>
                    <span>{plan.name}</span>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>{plan.provider} · {t(`enums.purchasing_type.${plan.purchasing_type}`)}</Typography.Text>
                  </Space>
                ) : t('insurance_ui.plan_missing', { id: r.plan_id })
              },
            },
            { key: 'plan_start_date', title: label('plan_start_date'), sorter: true, sortOrder: sortOrder('plan_start_date'), render: (_: unknown, r) => fmtDate(r.plan_start_date) },
            { key: 'plan_end_date', title: label('plan_end_date'), sorter: true, sortOrder: sortOrder('plan_end_date'), render: (_: unknown, r) => (r.plan_end_date ? fmtDate(r.plan_end_date) : t('insurance_ui.open_ended')) },
            { key: 'member_number', title: label('member_number'), render: (_: unknown, r) => r.member_number || t('common.empty_value') },
            { key: 'dependents', title: t('insurance_ui.dependents'), align: 'right' as const, render: (_: unknown, r) => counts.get(r.id) ?? 0 },
            {
              key: 'state', title: t('insurance_ui.state_title'),
              render: (_: unknown, r) => { const s = enrolmentState(r, today); return <Tag color={ENROLMENT_STATE_COLOURS[s]}>{t(`insurance_ui.state.${s}`)}</Tag> },
            },
            {
              key: 'actions', title: t('common.actions'),
              render: (_: unknown, r) => (
                <Space size="small">
                  <Button size="small" icon={<EyeOutlined />} aria-label={t('common.show')} onClick={() => navigate(enrolmentUrl(r.id))} data-testid={`insurance-view-${r.id}`} />
                  {rights.manage && <Button size="small" icon={<EditOutlined />} aria-label={t('common.edit')} onClick={() => editors.editEnrolment(r)} />}
                  {rights.manage && (
                    <Popconfirm title={t('insurance_ui.delete_enrolment_confirm')} onConfirm={() => remove(r)} okText={t('common.delete')} cancelText={t('common.cancel')}>
                      <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('common.delete')} />
                    </Popconfirm>
                  )}
                </Space>
              ),
            },
          ]}
        />
        {rights.manage && editors.modals}
      </List>
    </>
  )
}
