import { useMemo } from 'react'
import { Space, Tag, Tooltip, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import dayjs, { type Dayjs } from 'dayjs'
import { weekendOf } from '@hr/shared'
import type { LeaveRow } from './types'
import { holidayIndex, monthDays, onDay } from './calendar-days'
import { useHolidays } from './leave-data'
import { STATUS_COLOURS } from './LeaveTable'
import { formatMonth } from '../../i18n/format'

export interface CalendarPerson { id: number; name: string; country: string | null; region?: string | null }

const CELL = 28
const COLOUR: Record<string, string> = { approved: '#52c41a', processed: '#1677ff', paid: '#722ed1', submitted: '#faad14' }

/**
 * Who is off when (issue 13): one row per person, one column per day of the month; leave in its
 * status colour (half days half filled), weekends of the person's country and its public holidays
 * shaded. The same grid shows one's own month on /my-time-off.
 */
export function TeamCalendar({ month, people, rows, testId = 'team-calendar' }: { month: Dayjs; people: CalendarPerson[]; rows: LeaveRow[]; testId?: string }) {
  const { t } = useTranslation()
  const days = monthDays(month)
  const countries = [...new Set(people.map((p) => p.country).filter((c): c is string => !!c))].sort()
  const holidays = useHolidays(countries, days[0], days[days.length - 1])
  const holidayOf = useMemo(() => holidayIndex(holidays), [holidays])
  const live = rows.filter((r) => r.status !== 'rejected' && r.status !== 'canceled')

  return (
    <div style={{ overflowX: 'auto' }} data-testid={testId}>
      <table style={{ borderCollapse: 'collapse', fontSize: 12 }}>
        <thead>
          <tr>
            <th style={{ textAlign: 'left', minWidth: 160, padding: 4 }}>{formatMonth(month, true)}</th>
            {days.map((d) => (
              <th key={d} style={{ width: CELL, minWidth: CELL, textAlign: 'center', fontWeight: 400 }}>
                <div>{dayjs(d).format('dd').charAt(0)}</div><div>{dayjs(d).date()}</div>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {people.map((p) => {
            const weekend = weekendOf(p.country)
            const mine = live.filter((r) => r.person_id === p.id)
            return (
              <tr key={p.id} data-testid={`calendar-row-${p.id}`}>
                <td style={{ padding: 4, whiteSpace: 'nowrap' }}>{p.name}</td>
                {days.map((d) => {
                  const leave = onDay(mine, d)[0]
                  const holiday = holidayOf(p, d)
                  const off = weekend.includes(dayjs(d).day())
                  const half = leave && leave.session !== 'full_day'
                  const colour = leave ? COLOUR[leave.status] : undefined
                  const background = colour
                    ? (half ? `linear-gradient(${leave.session === 'morning' ? 'to bottom' : 'to top'}, ${colour} 50%, transparent 50%)` : colour)
                    : holiday ? '#ffd6e7' : off ? '#f0f0f0' : undefined
                  const title = [leave && `${t(`enums.status.${leave.status}`)} · ${t(`enums.session.${leave.session}`)}`, holiday?.name].filter(Boolean).join(' · ')
                  const cell = <td key={d} data-day={d} data-leave={leave ? leave.status : undefined} data-holiday={holiday ? '1' : undefined} style={{ width: CELL, height: CELL, border: '1px solid #f0f0f0', background }} />
                  return title ? <Tooltip key={d} title={title}>{cell}</Tooltip> : cell
                })}
              </tr>
            )
          })}
        </tbody>
      </table>
      <Space size={4} wrap style={{ marginTop: 8 }}>
        {(['approved', 'submitted'] as const).map((s) => <Tag key={s} color={STATUS_COLOURS[s]}>{t(`enums.status.${s}`)}</Tag>)}
        <Tag color="magenta">{t('time_off.public_holiday')}</Tag>
        <Typography.Text type="secondary">{t('time_off.weekend_shaded')}</Typography.Text>
      </Space>
    </div>
  )
}
