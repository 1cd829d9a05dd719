import { useEffect, useState } from 'react'
import { Button, Card, Divider, Form, Input, Popconfirm, Radio, Select, Space, Switch, Typography } from 'antd'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { can, getResource } from '@hr/shared'
import { useProfile } from '../../hooks/useProfile'
import { AdminSettingFrame } from '../../pages/organisation/admin/AdminSettingFrame'
import { applyFieldErrors, errorMessage } from '../../components/records/form-errors'
import { useToast } from '../../components/records/useToast'
import { useApiCall } from '../../providers/api-hooks'
import { useLeaveSettings, useTimeOffRefresh } from './leave-data'
import type { LeaveSettings } from './types'

/**
 * /admin-setting/leave-setting (issue 13): the company's leave rules — negative balances, calendar
 * or working days, carry-over (days carried at most, and the day carried days expire). Which leave
 * types the company uses is chosen under company data types; entitlements per person on the
 * person's time-off tab.
 */
export default function LeaveSettingsPage() {
  const { t } = useTranslation()
  const profile = useProfile()
  const message = useToast()
  const refresh = useTimeOffRefresh()
  const { post } = useApiCall()
  const [form] = Form.useForm<LeaveSettings>()
  const [saving, setSaving] = useState(false)
  const { data } = useLeaveSettings()
  const editable = !!profile && can(profile, 'update', getResource('leave_entitlement'))
  useEffect(() => { if (data) form.setFieldsValue(data) }, [data, form])

  const save = async (values: LeaveSettings) => {
    setSaving(true)
    try {
      await post<LeaveSettings>('/leave-setting', values)
      message.success(t('common.saved'))
      await refresh()
    } catch (error) {
      if (!applyFieldErrors(form, error)) message.error(errorMessage(error, t('messages.error_occurred_contact_admin')))
    } finally {
      setSaving(false)
    }
  }

  return (
    <AdminSettingFrame>
      <Card title={t('organisation.tabs.leave_setting')} data-testid="leave-settings">
        <Form form={form} layout="vertical" onFinish={save} disabled={!editable} style={{ maxWidth: 560 }}>
          <Form.Item name="allow_negative" label={t('time_off.settings.allow_negative')} valuePropName="checked" extra={t('time_off.settings.allow_negative_help')}>
            <Switch data-testid="allow-negative" />
          </Form.Item>
          <Form.Item name="day_count" label={t('time_off.settings.day_count')}>
            <Radio.Group options={(['working', 'calendar'] as const).map((v) => ({ value: v, label: t(`enums.day_count.${v}`) }))} />
          </Form.Item>
          <Form.Item name="carry_over_max" label={t('time_off.settings.carry_over_max')} extra={t('time_off.settings.carry_over_max_help')}>
            <Input inputMode="decimal" style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="carry_over_expiry" label={t('time_off.settings.carry_over_expiry')} extra={t('time_off.settings.carry_over_expiry_help')}>
            <Input placeholder="MM-DD" style={{ width: 160 }} />
          </Form.Item>
          {editable && <Button type="primary" htmlType="submit" loading={saving}>{t('common.save')}</Button>}
        </Form>
        {editable && <YearSteps />}
        <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
          {t('time_off.settings.types_hint')} <Link to="/admin-setting/company-data-type/leave-type">{t('organisation.tabs.company_data_type')}</Link>
        </Typography.Paragraph>
      </Card>
    </AdminSettingFrame>
  )
}

/** The leave year's bulk steps: grant the year's default entitlements, carry a year's balances into the next. */
function YearSteps() {
  const { t } = useTranslation()
  const message = useToast()
  const refresh = useTimeOffRefresh()
  const { post } = useApiCall()
  const [year, setYear] = useState(dayjs().year())
  const [busy, setBusy] = useState<string | null>(null)
  const run = async (step: 'year-start' | 'carry-over') => {
    setBusy(step)
    try {
      const res = await post<{ message: string }>(`/leave/${step}`, { year })
      message.success(res.message)
      await refresh()
    } catch (error) {
      message.error(errorMessage(error, t('messages.error_occurred_contact_admin')))
    } finally {
      setBusy(null)
    }
  }
  return (
    <>
      <Divider />
      <Typography.Title level={5}>{t('time_off.settings.leave_year')}</Typography.Title>
      <Space wrap data-testid="leave-year-steps">
        <Select aria-label={t('time_off.year')} value={year} onChange={setYear} options={[-1, 0, 1].map((d) => dayjs().year() + d).map((y) => ({ value: y, label: y }))} />
        <Popconfirm title={t('time_off.settings.year_start_confirm', { year })} onConfirm={() => run('year-start')}>
          <Button loading={busy === 'year-start'}>{t('time_off.settings.year_start')}</Button>
        </Popconfirm>
        <Popconfirm title={t('time_off.settings.carry_over_confirm', { year, next: year + 1 })} onConfirm={() => run('carry-over')}>
          <Button loading={busy === 'carry-over'}>{t('time_off.settings.carry_over')}</Button>
        </Popconfirm>
      </Space>
    </>
  )
}
