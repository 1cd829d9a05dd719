import { useMemo, useState, type HTMLAttributes } from 'react'
import { Button, Card, Empty, Select, Space, Table, Tag, Tooltip, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import dayjs from 'dayjs'
import { calendarDay, can, formatHours, parseHours, getResource, sumHours, weekdayOf, weekendOf, weekOf } from '@hr/shared'
import type { Profile } from '../../providers/profile'
import { holidayIndex, onDay } from './calendar-days'
import { LIVE_STATUSES, useHolidays, useLeaveOfPeriod } from './leave-data'
import { effectiveTotal, useTimesheetDays, type TimesheetRow } from './timesheet-data'
import { TimesheetWeek } from './TimesheetWeek'
import type { PersonBrief } from '../../components/records/usePeopleNames'
import { WeekNavigator } from './WeekNavigator'

type TeamPerson = PersonBrief & { start_date?: string | null }
type DayState = 'filled' | 'missing' | 'leave' | 'holiday' | 'weekend' | 'open'

const BACKGROUND: Record<DayState, string | undefined> = { missing: '#fff1f0', leave: '#f6ffed', holiday: '#fff0f6', weekend: '#f5f5f5', filled: undefined, open: undefined }

/**
 * The managers' Timesheets tab (issue 43 §4): the team's week — one row per person the reader may
 * list, one column per day (Monday..Sunday), the hours of each day and the week's total. A working
 * day up to today with no timesheet row, no leave and no public holiday is missing, and
 * highlighted. The person picker filters the grid to one person and opens their week's editor.
 */
export function TeamTimesheetWeek({ team, profile }: { team: TeamPerson[]; profile: Profile }) {
  const { t } = useTranslation()
  const [dates, setDates] = useState<string[]>(() => weekOf(new Date()))
  const [personId, setPersonId] = useState<number | null>(null)
  const from = dates[0]
  const to = dates[6]
  const today = calendarDay(new Date())
  const people = personId ? team.filter((p) => p.id === personId) : team
  const { query: sheets } = useTimesheetDays(dates, personId)
  const { rows: leaveRows } = useLeaveOfPeriod(from, to, { statuses: LIVE_STATUSES })
  const countries = [...new Set(people.map((p) => p.country).filter((c): c is string => !!c))].sort()
  const holidays = useHolidays(countries, from, to)
  const holidayOf = useMemo(() => holidayIndex(holidays), [holidays])
  const byPersonDay = useMemo(() => new Map((sheets.data?.data ?? []).map((r) => [`${r.person_id}:${r.work_date}`, r])), [sheets.data])

  const dayOf = (p: TeamPerson, date: string): { state: DayState; row?: TimesheetRow; note?: string } => {
    const row = byPersonDay.get(`${p.id}:${date}`)
    if (row) return { state: 'filled', row }
    const off = onDay(leaveRows.filter((r) => r.person_id === p.id), date)[0]
    if (off) return { state: 'leave', note: t(`enums.status.${off.status}`) }
    const holiday = holidayOf(p, date)
    if (holiday) return { state: 'holiday', note: holiday.name }
    if (weekendOf(p.country).includes(weekdayOf(date))) return { state: 'weekend' }
    // Days still ahead, or before the person started, are not missing.
    if (date > today || (p.start_date && date < String(p.start_date).slice(0, 10))) return { state: 'open' }
    return { state: 'missing' }
  }

  const cell = (p: TeamPerson, date: string) => {
    const { state, row, note } = dayOf(p, date)
    // Hours as the columns keep them ("7.50"), whatever digits the database handed back.
    const hours = state === 'filled' ? parseHours(effectiveTotal(row!).total ?? 'x') : null
    const text = state === 'filled' ? (hours === null ? '—' : formatHours(hours))
      : state === 'missing' ? t('timesheet_week.missing')
        : state === 'leave' ? t('timesheet_week.on_leave')
          : state === 'holiday' ? t('time_off.public_holiday')
            : ''
    const body = (
      <div data-testid={`team-day-${p.id}-${date}`} data-state={state}
        style={{ background: BACKGROUND[state], border: state === 'missing' ? '1px solid #ffa39e' : undefined, borderRadius: 4, padding: '2px 6px', minHeight: 24, textAlign: 'center', whiteSpace: 'nowrap' }}>
        {state === 'missing' ? <Typography.Text type="danger">{text}</Typography.Text> : text}
      </div>
    )
    return note ? <Tooltip title={note}>{body}</Tooltip> : body
  }

  const weekTotal = (p: TeamPerson) => sumHours(dates.map((d) => { const r = byPersonDay.get(`${p.id}:${d}`); return r ? effectiveTotal(r).total : null }))
  const missingCount = (p: TeamPerson) => dates.filter((d) => dayOf(p, d).state === 'missing').length
  const chosen = personId ? team.find((p) => p.id === personId) : undefined

  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Card
        title={t('timesheet_week.team_title')}
        data-testid="team-timesheet-week"
        extra={<WeekNavigator dates={dates} onChange={setDates} />}
      >
        <Space wrap style={{ marginBottom: 12 }}>
          <Select showSearch allowClear style={{ minWidth: 240 }} placeholder={t('timesheet_week.all_people')} aria-label={t('timesheet_week.person')}
            value={personId ?? undefined} onChange={(v) => setPersonId(v ?? null)}
            optionFilterProp="label" options={team.map((p) => ({ value: p.id, label: p.name }))} data-testid="timesheet-person" />
        </Space>
        {team.length === 0 ? <Empty description={t('timesheet_week.no_people')} /> : (
          <Table<TeamPerson>
            rowKey="id"
            size="small"
            loading={sheets.isFetching}
            pagination={false}
            scroll={{ x: true }}
            dataSource={people}
            data-testid="team-timesheet-grid"
            onRow={(p) => ({ 'data-testid': `team-row-${p.id}` }) as HTMLAttributes<HTMLElement>}
            columns={[
              {
                key: 'person', title: t('timesheet_week.person'), fixed: 'left',
                render: (_: unknown, p) => <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setPersonId(p.id)}>{p.name}</Button>,
              },
              ...dates.map((d) => ({
                key: d,
                title: <div style={{ textAlign: 'center', fontWeight: d === today ? 700 : 400 }}><div>{dayjs(d).format('ddd')}</div><div>{dayjs(d).format('DD')}</div></div>,
                render: (_: unknown, p: TeamPerson) => cell(p, d),
              })),
              {
                key: 'total', title: t('timesheet_week.total'), align: 'right' as const,
                render: (_: unknown, p) => {
                  const missing = missingCount(p)
                  return (
                    <Space direction="vertical" size={0} align="end">
                      <Typography.Text strong data-testid={`team-total-${p.id}`}>{weekTotal(p)}</Typography.Text>
                      {missing > 0 && <Typography.Text type="danger" style={{ fontSize: 12 }}>{t('timesheet_week.missing_days', { days: missing })}</Typography.Text>}
                    </Space>
                  )
                },
              },
            ]}
          />
        )}
        <Space size={4} wrap style={{ marginTop: 8 }}>
          <Tag color="red">{t('timesheet_week.missing')}</Tag>
          <Tag color="green">{t('timesheet_week.on_leave')}</Tag>
          <Tag color="magenta">{t('time_off.public_holiday')}</Tag>
          <Tag>{t('timesheet_week.weekend')}</Tag>
          <Typography.Text type="secondary">{t('timesheet_week.missing_legend')}</Typography.Text>
        </Space>
      </Card>
      {chosen && (
        <TimesheetWeek key={`${chosen.id}:${dates[0]}`} personId={chosen.id} initialDates={dates} title={`${t('time_off.timesheet_week')} · ${chosen.name}`}
          editable={can(profile, 'update', getResource('timesheet'), { person_id: chosen.id })} />
      )}
    </Space>
  )
}
