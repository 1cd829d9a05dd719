import { useMemo } from 'react'
import { Alert, Descriptions, Space, Spin, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '../../components/records/form-errors'
import { registerColumns } from './register-model'
import { fmtPeriod } from '../../components/formats'
import { RegisterGrid } from './RegisterGrid'
import { RegisterSheet } from './RegisterSheet'
import { useRegister } from './useRegister'

/** The report's pay register: its version, currency, period and rates, then the sheet (editable while the API says so). */
export function RegisterTab({ reportId, paycycleId }: { reportId: number; paycycleId: number }) {
  const { t } = useTranslation()
  const { data, error, isLoading } = useRegister(paycycleId)
  const columns = useMemo(() => registerColumns(data?.rows ?? []), [data])
  if (error) return <Alert type="error" showIcon message={errorMessage(error, t('messages.error_occurred_contact_admin'))} />
  if (isLoading || !data) return <Spin />
  const rates = Object.entries(data.rates ?? {})
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Descriptions size="small" column={{ xs: 1, md: 4 }} data-testid="register-header" items={[
        { key: 'version', label: t('payroll_ui.register.version'), children: data.version },
        { key: 'currency', label: t('payroll.fields.currency'), children: data.currency },
        { key: 'period', label: t('payroll_ui.period'), children: fmtPeriod(data.period?.start, data.period?.end) },
        { key: 'rates', label: t('payroll_ui.register.rates'), children: rates.length ? rates.map(([c, r]) => <Tag key={c}>{`1 ${c} = ${r} ${data.currency}`}</Tag>) : '—' },
      ]} />
      {data.report_id !== reportId && <Alert type="warning" showIcon message={t('payroll_ui.register.other_report', { id: data.report_id })} data-testid="register-other-report" />}
      {!data.editable && <Alert type="info" showIcon message={t('payroll_ui.register.read_only')} data-testid="register-read-only" />}
      {data.editable
        ? <RegisterSheet reportId={reportId} register={data} columns={columns} />
        : <RegisterGrid register={data} columns={columns} />}
    </Space>
  )
}
