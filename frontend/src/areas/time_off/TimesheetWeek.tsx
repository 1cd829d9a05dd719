import { useEffect, useState } from 'react'
import { Alert, Button, Card, Input, Table, Typography } from 'antd'
import { Controller, useFieldArray, useWatch } from 'react-hook-form'
import { useForm } from '@refinedev/react-hook-form'
import { useCreate, useDelete, useInvalidate, useUpdate, type HttpError } from '@refinedev/core'
import { useTranslation } from 'react-i18next'
import dayjs from 'dayjs'
import { displayDate, sumHours, weekOf } from '@hr/shared'
import { errorMessage } from '../../components/records/form-errors'
import { useToast } from '../../components/records/useToast'
import { effectiveTotal, HOURS_PROBLEM_KEY, useTimesheetDays } from './timesheet-data'
import { WeekNavigator } from './WeekNavigator'

const FIELDS = ['start_time', 'end_time', 'total_hours', 'overtime_hours', 'absence_hours', 'absence_reason'] as const
type Field = (typeof FIELDS)[number]
type DayRow = { id: number | null; work_date: string } & Record<Field, string>
interface WeekForm { days: DayRow[] }

const blankDay = (work_date: string): DayRow => ({ id: null, work_date, start_time: '', end_time: '', total_hours: '', overtime_hours: '', absence_hours: '', absence_reason: '' })
const isBlank = (d: DayRow) => FIELDS.every((f) => !String(d[f] ?? '').trim())
const NO_TOAST = { successNotification: false as const, errorNotification: false as const, invalidates: [] as [] }

/**
 * A person's timesheet, one week at a time (domain §3 Timesheet: start and end optional, total
 * hours, overtime, absence): seven rows edited together and saved as the catalogue's timesheet rows.
 * Weeks are ISO weeks holding today (issue 43 §3: a Sunday is the last day of its week). A day's
 * total is end − start − absence, read-only where it has both times, and typed in where it has
 * not; the server derives the same number.
 */
export function TimesheetWeek({ personId, editable, title, initialDates }: { personId: number; editable: boolean; title?: string; initialDates?: string[] }) {
  const { t } = useTranslation()
  const message = useToast()
  const invalidate = useInvalidate()
  const { mutateAsync: create } = useCreate()
  const { mutateAsync: update } = useUpdate()
  const { mutateAsync: remove } = useDelete()
  const [dates, setDates] = useState<string[]>(() => initialDates ?? weekOf(new Date()))
  const { query } = useTimesheetDays(dates, personId)
  const { control, reset, handleSubmit } = useForm<WeekForm, HttpError, WeekForm>({
    refineCoreProps: { resource: 'timesheet', action: 'create', redirect: false, queryOptions: { enabled: false } },
    defaultValues: { days: dates.map(blankDay) },
  })
  const { fields } = useFieldArray({ control, name: 'days', keyName: 'key' })
  const days = useWatch({ control, name: 'days' }) ?? []
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [saving, setSaving] = useState(false)
  // The week whose stored rows the form shows. Until they are in, the cells take no input: rows that
  // arrive later reset the form, and what was typed meanwhile was lost.
  const [shownWeek, setShownWeek] = useState<string | null>(null)
  const ready = shownWeek === dates[0] && !query.isFetching

  useEffect(() => {
    const stored = new Map((query.data?.data ?? []).map((r) => [r.work_date, r]))
    reset({ days: dates.map((d) => { const s = stored.get(d); return s ? { ...blankDay(d), ...Object.fromEntries(Object.entries(s).map(([k, v]) => [k, v === null || v === undefined ? '' : String(v)])), id: s.id } as DayRow : blankDay(d) }) })
    setErrors({})
    setShownWeek(query.data ? dates[0] : null)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query.data, dates[0]])

  const totals = dates.map((_, i) => effectiveTotal(days[i] ?? {}))

  const save = async (form: WeekForm) => {
    // Times that cannot make a total are told per day before any round trip.
    const local = Object.fromEntries(form.days.flatMap((day) => {
      const { problem } = effectiveTotal(day)
      return problem ? [[day.work_date, t(HOURS_PROBLEM_KEY[problem])]] : []
    }))
    if (Object.keys(local).length) { setErrors(local); return }
    setSaving(true)
    const problems: Record<string, string> = {}
    for (const day of form.days) {
      const body: Record<string, string | null> = Object.fromEntries(FIELDS.map((f) => [f, String(day[f] ?? '').trim() || null]))
      const { total, derived } = effectiveTotal(day)
      if (derived) body.total_hours = total
      try {
        if (day.id && isBlank(day)) await remove({ resource: 'timesheet', id: day.id, ...NO_TOAST })
        else if (day.id) await update({ resource: 'timesheet', id: day.id, values: body, ...NO_TOAST })
        else if (!isBlank(day)) await create({ resource: 'timesheet', values: { ...body, person_id: personId, work_date: day.work_date }, ...NO_TOAST })
      } catch (error) {
        problems[day.work_date] = errorMessage(error, t('messages.error_occurred_contact_admin'))
      }
    }
    setErrors(problems)
    setSaving(false)
    await invalidate({ resource: 'timesheet', invalidates: ['list'] })
    if (!Object.keys(problems).length) message.success(t('common.saved'))
  }

  // Controlled: antd's Input hands a ref an InputRef, not the <input>, so register() could not show saved values.
  const cell = (index: number, f: Field) => {
    const label = `${t(`timesheet.fields.${f}`)} ${dates[index]}`
    if (f === 'total_hours' && totals[index].derived) {
      // Derived from the day's times: shown, not typed (the server derives it the same way).
      return <Input size="small" readOnly variant="borderless" aria-label={label} value={totals[index].total ?? ''} status={totals[index].problem ? 'error' : undefined} data-testid={`total-${dates[index]}`} />
    }
    return (
      <Controller control={control} name={`days.${index}.${f}` as const} render={({ field }) => (
        <Input size="small" disabled={!editable || !ready} placeholder={f.endsWith('time') ? 'HH:mm' : ''} aria-label={label}
          name={field.name} value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} />
      )} />
    )
  }
  return (
    <Card
      title={title ?? t('time_off.timesheet_week')}
      data-testid="timesheet-week"
      extra={<WeekNavigator dates={dates} onChange={setDates} />}
    >
      <form onSubmit={handleSubmit(save)}>
        <Table
          rowKey="key"
          size="small"
          loading={query.isFetching}
          pagination={false}
          dataSource={fields.map((f, index) => ({ ...f, index }))}
          scroll={{ x: true }}
          columns={[
            { key: 'date', title: t('timesheet.fields.work_date'), render: (_: unknown, r: { index: number }) => <span data-testid={`timesheet-day-${dates[r.index]}`}>{`${dayjs(dates[r.index]).format('ddd')}, ${displayDate(dates[r.index])}`}</span> },
            ...FIELDS.map((f) => ({ key: f, title: t(`timesheet.fields.${f}`), render: (_: unknown, r: { index: number }) => cell(r.index, f) })),
          ]}
          summary={() => (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={3}><Typography.Text strong>{t('timesheet_week.week_total')}</Typography.Text></Table.Summary.Cell>
              <Table.Summary.Cell index={3} colSpan={4}>
                <Typography.Text strong data-testid="timesheet-week-total">{sumHours(totals.map((x) => x.total))}</Typography.Text>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          )}
        />
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>{t('timesheet_week.computed_hint')}</Typography.Paragraph>
        {query.isError && !query.isFetching && <Alert type="error" showIcon style={{ marginTop: 8 }} message={t('messages.error_occurred_contact_admin')} />}
        {Object.entries(errors).map(([date, text]) => (
          <Alert key={date} type="error" showIcon style={{ marginTop: 8 }} message={`${displayDate(date)}: ${text}`} />
        ))}
        {editable && <Button type="primary" htmlType="submit" loading={saving} disabled={!ready} style={{ marginTop: 12 }}>{t('common.save')}</Button>}
      </form>
    </Card>
  )
}
