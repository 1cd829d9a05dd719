import { useEffect, useState } from 'react'
import { Alert, Button, Card, Input, Space, Table, Typography } from 'antd'
import { LeftOutlined, RightOutlined } from '@ant-design/icons'
import { Controller, useFieldArray } from 'react-hook-form'
import { useForm } from '@refinedev/react-hook-form'
import type { HttpError } from '@refinedev/core'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import dayjs, { type Dayjs } from 'dayjs'
import { API_DATE_FORMAT, weekdayDayFormat } from '@hr/shared'
import { apiDelete, apiGet, apiPost, type ListEnvelope } from '../../components/records/api'
import { errorMessage } from '../../components/records/form-errors'
import { useToast } from '../../components/records/useToast'
import { formatDay } from '../../i18n/format'

const FIELDS = ['start_time', 'end_time', 'total_hours', 'overtime_hours', 'absence_hours', 'absence_reason'] as const
type Field = (typeof FIELDS)[number]
type DayRow = { id: number | null; work_date: string } & Record<Field, string>
interface WeekForm { days: DayRow[] }

const blankDay = (work_date: string): DayRow => ({ id: null, work_date, start_time: '', end_time: '', total_hours: '', overtime_hours: '', absence_hours: '', absence_reason: '' })
const isBlank = (d: DayRow) => FIELDS.every((f) => !String(d[f] ?? '').trim())

/**
 * A person's timesheet, one week at a time (domain §3 Timesheet: start and end optional, total
 * hours, overtime, absence): seven rows edited together (react-hook-form's field array) and saved
 * as the catalogue's timesheet rows — the person tab's timesheet section reads the same rows.
 */
export function TimesheetWeek({ personId, editable }: { personId: number; editable: boolean }) {
  const { t } = useTranslation()
  const message = useToast()
  const queryClient = useQueryClient()
  const [monday, setMonday] = useState<Dayjs>(() => dayjs().startOf('week').add(1, 'day'))
  const dates = Array.from({ length: 7 }, (_, i) => monday.add(i, 'day').format(API_DATE_FORMAT))
  const queryKey = ['time-off', 'timesheet-week', personId, dates[0]]
  const { data, isFetching, isError } = useQuery({
    queryKey,
    queryFn: () => apiGet<ListEnvelope<DayRow>>('/timesheet', `filter[person_id]=${personId}&filter[work_date]=${dates[0]}..${dates[6]}&external[per_page]=50`),
  })
  const { control, reset, handleSubmit } = useForm<WeekForm, HttpError, WeekForm>({
    refineCoreProps: { resource: 'timesheet', action: 'create', redirect: false, queryOptions: { enabled: false } },
    defaultValues: { days: dates.map(blankDay) },
  })
  const { fields } = useFieldArray({ control, name: 'days', keyName: 'key' })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [saving, setSaving] = useState(false)
  // The week whose stored rows the form shows. Until they are in, the cells take no input: rows that
  // arrive later reset the form, and what was typed meanwhile was lost (a total typed right after
  // "Next week" was saved empty).
  const [shownWeek, setShownWeek] = useState<string | null>(null)
  const ready = shownWeek === dates[0] && !isFetching

  useEffect(() => {
    const stored = new Map((data?.items ?? []).map((r) => [r.work_date, r]))
    reset({ days: dates.map((d) => { const s = stored.get(d); return s ? { ...blankDay(d), ...Object.fromEntries(Object.entries(s).map(([k, v]) => [k, v ?? ''])), id: s.id } as DayRow : blankDay(d) }) })
    setErrors({})
    setShownWeek(data ? dates[0] : null)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, dates[0]])

  const save = async (form: WeekForm) => {
    setSaving(true)
    const problems: Record<string, string> = {}
    for (const day of form.days) {
      const body = Object.fromEntries(FIELDS.map((f) => [f, String(day[f] ?? '').trim() || null]))
      try {
        if (day.id && isBlank(day)) await apiDelete(`/timesheet/${day.id}`)
        else if (day.id) await apiPost(`/timesheet/${day.id}`, { update_data: body })
        else if (!isBlank(day)) await apiPost('/timesheet', { ...body, person_id: personId, work_date: day.work_date })
      } catch (error) {
        problems[day.work_date] = errorMessage(error, t('messages.error_occurred_contact_admin'))
      }
    }
    setErrors(problems)
    setSaving(false)
    await queryClient.invalidateQueries({ queryKey: ['time-off', 'timesheet-week', personId] })
    await queryClient.invalidateQueries({ queryKey: ['person-records'] })
    if (!Object.keys(problems).length) message.success(t('common.saved'))
  }

  // Controlled: antd's Input hands a ref an InputRef, not the <input>, so register() could not show saved values.
  const cell = (index: number, f: Field) => (
    <Controller control={control} name={`days.${index}.${f}` as const} render={({ field }) => (
      <Input size="small" disabled={!editable || !ready} placeholder={f.endsWith('time') ? 'HH:mm' : ''} aria-label={`${t(`timesheet.fields.${f}`)} ${dates[index]}`}
        name={field.name} value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} />
    )} />
  )
  return (
    <Card
      title={t('time_off.timesheet_week')}
      data-testid="timesheet-week"
      extra={(
        <Space>
          <Button icon={<LeftOutlined className="flip-rtl" />} aria-label={t('time_off.previous_week')} onClick={() => setMonday(monday.subtract(7, 'day'))} />
          <Typography.Text>{`${formatDay(dates[0])} – ${formatDay(dates[6])}`}</Typography.Text>
          <Button icon={<RightOutlined className="flip-rtl" />} aria-label={t('time_off.next_week')} onClick={() => setMonday(monday.add(7, 'day'))} />
        </Space>
      )}
    >
      <form onSubmit={handleSubmit(save)}>
        <Table
          rowKey="key"
          size="small"
          loading={isFetching}
          pagination={false}
          dataSource={fields.map((f, index) => ({ ...f, index }))}
          scroll={{ x: true }}
          columns={[
            { key: 'date', title: t('timesheet.fields.work_date'), render: (_: unknown, r: { index: number }) => dayjs(dates[r.index]).format(weekdayDayFormat()) },
            ...FIELDS.map((f) => ({ key: f, title: t(`timesheet.fields.${f}`), render: (_: unknown, r: { index: number }) => cell(r.index, f) })),
          ]}
        />
        {isError && !isFetching && <Alert type="error" showIcon style={{ marginTop: 8 }} message={t('messages.error_occurred_contact_admin')} />}
        {Object.entries(errors).map(([date, text]) => (
          <Alert key={date} type="error" showIcon style={{ marginTop: 8 }} message={`${formatDay(date)}: ${text}`} />
        ))}
        {editable && <Button type="primary" htmlType="submit" loading={saving} disabled={!ready} style={{ marginTop: 12 }}>{t('common.save')}</Button>}
      </form>
    </Card>
  )
}
