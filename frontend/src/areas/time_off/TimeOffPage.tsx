import { useMemo, useState } from 'react'
import { Button, Card, Select, Space, Tabs, Typography } from 'antd'
import { LeftOutlined, RightOutlined } from '@ant-design/icons'
import { useList } from '@refinedev/core'
import { useTranslation } from 'react-i18next'
import dayjs from 'dayjs'
import { LEAVE_STATUSES, MAX_PAGE_SIZE } from '@hr/shared'
import { useProfile } from '../../hooks/useProfile'
import { PageContent } from '../../layout/PageContent'
import { LeaveTable } from './LeaveTable'
import { LeaveRequestModal } from './LeaveRequestModal'
import { TeamCalendar } from './TeamCalendar'
import { TeamTimesheetWeek } from './TeamTimesheetWeek'
import type { LeaveRow } from './types'
import { useLeaveOfPeriod, useLeavePage, useOpenLeave } from './leave-data'
import { requestFilters } from './leave-filters'
import { periodOptions, periodRange, type Period } from './calendar-days'
import type { PersonBrief } from '../../components/records/usePeopleNames'
import { useLeaveTypeNames } from './useLeaveTypeNames'
import { formatMonth } from '../../i18n/format'

const periodKey = (p: Period) => (p.kind === 'month' ? `m:${p.month}` : p.kind === 'year' ? `y:${p.year}` : `n:${p.days}`)
const parsePeriod = (key: string): Period => {
  const [kind, value] = key.split(':')
  return kind === 'm' ? { kind: 'month', month: value } : kind === 'y' ? { kind: 'year', year: Number(value) } : { kind: 'next', days: Number(value) as 7 | 30 }
}

/**
 * /time-off (issue 13): the requests of the people one manages — a reporting manager's reports,
 * everyone for the time privilege — with the pending ones to approve or reject, every request
 * filtered by person, type, status and period, and the team calendar by day.
 */
export default function TimeOffPage() {
  const { t } = useTranslation()
  const profile = useProfile()
  const types = useLeaveTypeNames()
  const [period, setPeriod] = useState<Period>({ kind: 'month', month: dayjs().format('YYYY-MM') })
  const [personIds, setPersonIds] = useState<number[]>([])
  const [typeIds, setTypeIds] = useState<number[]>([])
  const [statuses, setStatuses] = useState<string[]>([])
  const [month, setMonth] = useState(dayjs().startOf('month'))
  const [editing, setEditing] = useState<LeaveRow | null>(null)
  const { months, years } = useMemo(() => periodOptions(), [])

  const { result: people } = useList<PersonBrief>({
    resource: 'people', filters: [{ field: 'type', operator: 'eq', value: 'staff' }], sorters: [{ field: 'name', order: 'asc' }],
    pagination: { mode: 'off', pageSize: MAX_PAGE_SIZE },
  })
  // A reporting manager's team is their reports; the time privilege sees everyone listed.
  const team = people.data.filter((p) => p.id !== profile?.person_id)
  const range = periodRange(period)
  const pending = useOpenLeave()
  // Every request the reader may list, a page at a time: the API filters, sorts and pages it. The reader's
  // own are among them (the API has no "not this person" filter, and dropping them from a page would break its count).
  const requests = useLeavePage(requestFilters({ personIds, typeIds, statuses, ...range }), { field: 'start_date', order: 'asc' })
  const monthRange = periodRange({ kind: 'month', month: month.format('YYYY-MM') })
  const calendar = useLeaveOfPeriod(monthRange.from, monthRange.to)

  const waiting = pending.rows.filter((r) => r.person_id !== profile?.person_id && (r.status === 'submitted' || r.cancel_requested))
  const periodOptionsList = [
    { label: t('time_off.shortcuts'), options: [{ value: 'n:7', label: t('time_off.next_days', { days: 7 }) }, { value: 'n:30', label: t('time_off.next_days', { days: 30 }) }] },
    { label: t('time_off.months'), options: months.map((m) => ({ value: `m:${m.format('YYYY-MM')}`, label: formatMonth(m) })) },
    { label: t('time_off.years'), options: years.map((y) => ({ value: `y:${y}`, label: String(y) })) },
  ]

  return (
    <PageContent>
      <Typography.Title level={3}>{t('shell.menu.time_off')}</Typography.Title>
      <Tabs
        defaultActiveKey="pending"
        items={[
          {
            key: 'pending', label: `${t('time_off.pending_approval')} (${waiting.length})`,
            children: <LeaveTable rows={waiting} loading={pending.isFetching} showPerson onEdit={setEditing} testId="pending-leave-table" />,
          },
          {
            key: 'requests', label: t('time_off.all_requests'),
            children: (
              <Space direction="vertical" style={{ width: '100%' }}>
                <Space wrap data-testid="leave-filters">
                  <Select mode="multiple" allowClear style={{ minWidth: 200 }} placeholder={t('leave.fields.person_id')} value={personIds} onChange={setPersonIds}
                    optionFilterProp="label" options={team.map((p) => ({ value: p.id, label: p.name }))} />
                  <Select mode="multiple" allowClear style={{ minWidth: 180 }} placeholder={t('leave.fields.leave_type_id')} value={typeIds} onChange={setTypeIds}
                    options={[...types].map(([id, name]) => ({ value: id, label: name }))} />
                  <Select mode="multiple" allowClear style={{ minWidth: 160 }} placeholder={t('leave.fields.status')} value={statuses} onChange={setStatuses}
                    options={LEAVE_STATUSES.map((s) => ({ value: s, label: t(`enums.status.${s}`) }))} />
                  <Select style={{ minWidth: 160 }} aria-label={t('time_off.period')} value={periodKey(period)} onChange={(v) => setPeriod(parsePeriod(v))} options={periodOptionsList} data-testid="leave-period" />
                </Space>
                <LeaveTable page={requests} showPerson onEdit={setEditing} testId="all-leave-table" />
              </Space>
            ),
          },
          {
            key: 'timesheets', label: t('time_off.timesheets'),
            children: profile ? <TeamTimesheetWeek team={team} profile={profile} /> : null,
          },
          {
            key: 'calendar', label: t('time_off.team_calendar'),
            children: (
              <Card
                extra={(
                  <Space>
                    <Button icon={<LeftOutlined className="flip-rtl" />} aria-label={t('time_off.previous_month')} onClick={() => setMonth(month.subtract(1, 'month'))} />
                    <Button icon={<RightOutlined className="flip-rtl" />} aria-label={t('time_off.next_month')} onClick={() => setMonth(month.add(1, 'month'))} />
                  </Space>
                )}
              >
                <TeamCalendar month={month} people={team} rows={calendar.rows} />
              </Card>
            ),
          },
        ]}
      />
      {editing && <LeaveRequestModal personId={editing.person_id} request={editing} open onClose={() => setEditing(null)} />}
    </PageContent>
  )
}
