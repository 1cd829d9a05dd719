import { useMemo, useState } from 'react'
import { Button, Card, Select, Space, Tabs, Typography } from 'antd'
import { LeftOutlined, RightOutlined } from '@ant-design/icons'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import dayjs from 'dayjs'
import { LEAVE_STATUSES } from '@hr/shared'
import { useProfile } from '../../hooks/useProfile'
import { PageContent } from '../../layout/PageContent'
import { apiGet, type ListEnvelope } from '../../providers/http-calls'
import { LeaveTable } from './LeaveTable'
import { LeaveRequestModal } from './LeaveRequestModal'
import { TeamCalendar } from './TeamCalendar'
import { TeamTimesheetWeek } from './TeamTimesheetWeek'
import { listLeave, TIME_OFF_KEY, type LeaveRow } from './api'
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

  const { data: people } = useQuery({
    queryKey: ['time-off', 'team-people'],
    queryFn: () => apiGet<ListEnvelope<PersonBrief>>('/people', 'filter[type]=staff&external[per_page]=1000&sort=name'),
  })
  // A reporting manager's team is their reports; the time privilege sees everyone listed.
  const team = (people?.items ?? []).filter((p) => p.id !== profile?.person_id)
  const range = periodRange(period)
  const pending = useQuery({ queryKey: [TIME_OFF_KEY, 'pending'], queryFn: () => listLeave({ statuses: ['submitted', 'approved'] }) })
  const filtered = useQuery({
    queryKey: [TIME_OFF_KEY, 'filtered', personIds, typeIds, statuses, range.from, range.to],
    queryFn: () => listLeave({ personIds, leaveTypeIds: typeIds, statuses, from: range.from, to: range.to }),
  })
  const monthDaysRange = periodRange({ kind: 'month', month: month.format('YYYY-MM') })
  const calendar = useQuery({ queryKey: [TIME_OFF_KEY, 'calendar', monthDaysRange.from], queryFn: () => listLeave({ from: monthDaysRange.from, to: monthDaysRange.to }) })

  const others = (rows: LeaveRow[]) => rows.filter((r) => r.person_id !== profile?.person_id)
  const waiting = others(pending.data?.items ?? []).filter((r) => r.status === 'submitted' || r.cancel_requested)
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
                <LeaveTable rows={others(filtered.data?.items ?? [])} loading={filtered.isFetching} showPerson onEdit={setEditing} testId="all-leave-table" />
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
                <TeamCalendar month={month} people={team} rows={calendar.data?.items ?? []} />
              </Card>
            ),
          },
        ]}
      />
      {editing && <LeaveRequestModal personId={editing.person_id} request={editing} open onClose={() => setEditing(null)} />}
    </PageContent>
  )
}
