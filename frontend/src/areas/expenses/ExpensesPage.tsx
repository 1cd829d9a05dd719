import { useState } from 'react'
import { Button, DatePicker, Select, Space, Tabs, Typography } from 'antd'
import { FileTextOutlined } from '@ant-design/icons'
import { useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { Dayjs } from 'dayjs'
import { API_DATE_FORMAT, can, dateFormat, EXPENSE_STATUSES, hasAccess } from '@hr/shared'
import { useProfile } from '../../hooks/useProfile'
import { PageContent } from '../../layout/PageContent'
import { useApiGet } from '../../providers/api-hooks'
import type { ListEnvelope } from '../../providers/http-calls'
import type { PersonBrief } from '../../components/records/usePeopleNames'
import type { Expense, ExpenseFilters } from './types'
import { useClaimsTable } from './useClaimsTable'
import { EXPENSE_REPORTS_URL } from './expense-logic'
import { ExpenseModal } from './ExpenseModal'
import { ExpenseTable } from './ExpenseTable'
import { ExpenseTotals } from './ExpenseTotals'
import { useAllowanceItems } from './useAllowanceItems'

/**
 * /expenses (issue 15): the claims of the people one manages — a reporting manager's reports,
 * everyone's for the payroll privilege (the API filters) — with the submitted ones to decide, every
 * claim filtered by person, status, period and item, their total in the customer's currency, and
 * the way to the expense reports.
 */
export default function ExpensesPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const profile = useProfile()
  const items = useAllowanceItems()
  const [personId, setPersonId] = useState<number | null>(null)
  const [status, setStatus] = useState<string | null>(null)
  const [itemId, setItemId] = useState<number | null>(null)
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null)
  const [editing, setEditing] = useState<Expense | null>(null)
  const filters: ExpenseFilters = {
    personId, status, allowanceItemId: itemId, from: range?.[0]?.format(API_DATE_FORMAT) ?? null, to: range?.[1]?.format(API_DATE_FORMAT) ?? null,
  }
  const { data: people } = useApiGet<ListEnvelope<PersonBrief>>('/people', { query: { 'filter[type]': 'staff', 'external[per_page]': 1000, sort: 'name' } })
  const team = (people?.items ?? []).filter((p) => p.id !== profile?.person_id)
  // A reporting manager decides their reports' claims: asked for by person, so their own stay out of the page and its count.
  // A payroll user decides everyone's but their own, which the list convention cannot ask for: hidden on the page.
  const reports = profile && !hasAccess(profile, 'payroll') && profile.report_person_ids?.length ? profile.report_person_ids : undefined
  const pending = useClaimsTable({ status: 'submitted' }, { personIds: reports, enabled: !!profile })
  const filtered = useClaimsTable(filters)
  const own = (r: Expense) => r.person_id === profile?.person_id
  const waiting = (pending.tableProps.pagination && pending.tableProps.pagination.total) || 0
  // Payroll users keep reports; a manager they are shared with reads them too.
  const mayReadReports = !!profile && (can(profile, 'list', 'expense_report') || !!profile.shared_expense_report_ids?.length)

  return (
    <PageContent>
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Title level={3}>{t('shell.menu.expenses')}</Typography.Title>
        {mayReadReports && <Button icon={<FileTextOutlined />} onClick={() => navigate(EXPENSE_REPORTS_URL)} data-testid="expense-reports-link">{t('expenses_ui.reports.title')}</Button>}
      </Space>
      <Tabs
        defaultActiveKey="pending"
        items={[
          {
            key: 'pending', label: `${t('expenses_ui.pending')} (${waiting})`,
            children: <ExpenseTable table={pending} hide={own} showPerson onEdit={setEditing} testId="pending-expense-table" />,
          },
          {
            key: 'all', label: t('expenses_ui.all_claims'),
            children: (
              <Space direction="vertical" style={{ width: '100%' }}>
                <Space wrap data-testid="expense-filters">
                  <Select allowClear showSearch style={{ minWidth: 200 }} placeholder={t('expenses_ui.fields.person_id')} value={personId ?? undefined}
                    onChange={(v) => setPersonId(v ?? null)} optionFilterProp="label" options={team.map((p) => ({ value: p.id, label: p.name }))} data-testid="expense-filter-person" />
                  <Select allowClear style={{ minWidth: 160 }} placeholder={t('expenses_ui.fields.status')} value={status ?? undefined} onChange={(v) => setStatus(v ?? null)}
                    options={EXPENSE_STATUSES.map((s) => ({ value: s, label: t(`expenses_ui.status.${s}`) }))} data-testid="expense-filter-status" />
                  <DatePicker.RangePicker format={dateFormat()} value={range} onChange={(v) => setRange(v as [Dayjs | null, Dayjs | null] | null)}
                    placeholder={[t('expenses_ui.from'), t('expenses_ui.to')]} data-testid="expense-filter-period" />
                  <Select allowClear showSearch style={{ minWidth: 180 }} placeholder={t('expenses_ui.fields.allowance_item_id')} value={itemId ?? undefined}
                    onChange={(v) => setItemId(v ?? null)} optionFilterProp="label" options={[...items.byId.values()].map((i) => ({ value: i.id, label: i.name }))} data-testid="expense-filter-item" />
                </Space>
                <ExpenseTotals filters={filters} />
                <ExpenseTable table={filtered} showPerson onEdit={setEditing} testId="all-expense-table" />
              </Space>
            ),
          },
        ]}
      />
      {editing && <ExpenseModal personId={editing.person_id} claim={editing} open onClose={() => setEditing(null)} />}
    </PageContent>
  )
}
