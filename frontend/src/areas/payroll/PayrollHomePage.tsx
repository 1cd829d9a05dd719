import { useState } from 'react'
import { Button, Card, Col, Descriptions, Popconfirm, Row, Select, Space } from 'antd'
import { CalendarOutlined } from '@ant-design/icons'
import { useInvalidate } from '@refinedev/core'
import { useTranslation } from 'react-i18next'
import dayjs from 'dayjs'
import { can } from '@hr/shared'
import { useProfile } from '../../hooks/useProfile'
import { PageContent } from '../../layout/PageContent'
import { EmptyState } from '../../components/EmptyState'
import { errorMessage } from '../../components/records/form-errors'
import { useToast } from '../../components/records/useToast'
import { useApiCall } from '../../providers/api-hooks'
import { OffCycleButton } from './OffCycleButton'
import { PaycyclesTable } from './PaycyclesTable'
import { PayrollNav } from './PayrollNav'
import { usePayrollChoice } from './usePayrollChoice'

const years = () => Array.from({ length: 6 }, (_, i) => dayjs().year() + 1 - i)

/**
 * /payroll (issue 14): the payrolls of the company and, for the chosen one, a year of its
 * paycycles with their stage and cycle code; a year's regular cycles are generated on demand
 * (idempotent on the server). Each cycle opens its page.
 */
export default function PayrollHomePage() {
  const { t } = useTranslation()
  const profile = useProfile()
  const message = useToast()
  const invalidate = useInvalidate()
  const api = useApiCall()
  const { payrolls, loading, selected, select } = usePayrollChoice()
  const [year, setYear] = useState(dayjs().year())
  const [generating, setGenerating] = useState(false)
  const mayGenerate = !!profile && can(profile, 'create', 'paycycle')

  const generate = async () => {
    if (!selected) return
    setGenerating(true)
    try {
      const result = await api.post<{ year: number; created: number; message: string }>(`/payroll/${selected.id}/paycycles`, { year })
      message.success(result.message || t('common.saved'))
      await invalidate({ resource: 'paycycle', invalidates: ['list'] })
    } catch (error) {
      message.error(errorMessage(error, t('messages.error_occurred_contact_admin')))
    } finally {
      setGenerating(false)
    }
  }

  return (
    <PageContent>
      <PayrollNav active="cycles" />
      {!loading && !payrolls.length ? <EmptyState description={t('payroll_ui.home.no_payrolls')} /> : (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Row gutter={[8, 8]} justify="space-between" align="middle">
            <Col>
              <Space wrap>
                <Select
                  showSearch optionFilterProp="label" style={{ minWidth: 260 }} loading={loading} data-testid="payroll-select"
                  aria-label={t('paycycle.fields.payroll_id')} value={selected?.id} onChange={select}
                  options={payrolls.map((p) => ({ value: p.id, label: p.name }))}
                />
                <Select aria-label={t('payroll_ui.year')} value={year} onChange={setYear} options={years().map((y) => ({ value: y, label: y }))} data-testid="cycle-year" />
              </Space>
            </Col>
            {mayGenerate && selected && (
              <Col>
                <Space wrap>
                  <OffCycleButton payroll={selected} onCreated={(c) => setYear(dayjs(c.period_start).year())} />
                  <Popconfirm title={t('payroll_ui.home.generate_confirm', { year, payroll: selected.name })} onConfirm={generate} okText={t('payroll_ui.home.generate')} cancelText={t('common.cancel')}>
                    <Button type="primary" icon={<CalendarOutlined />} loading={generating} data-testid="generate-cycles">{t('payroll_ui.home.generate_for', { year })}</Button>
                  </Popconfirm>
                </Space>
              </Col>
            )}
          </Row>
          {selected && (
            <Card>
              <Descriptions size="small" column={{ xs: 1, md: 4 }} items={[
                { key: 'country', label: t('payroll.fields.iso_code'), children: selected.iso_code ?? '—' },
                { key: 'frequency', label: t('payroll.fields.frequency'), children: t(`enums.frequency.${selected.frequency}`, { defaultValue: selected.frequency }) },
                { key: 'currency', label: t('payroll.fields.currency'), children: selected.currency },
                { key: 'pay_day', label: t('payroll.fields.pay_day_of_month'), children: selected.pay_day_of_month ?? '—' },
              ]} />
            </Card>
          )}
          {/* Keyed by payroll and year: another choice starts on its first page. */}
          {selected && <PaycyclesTable key={`${selected.id}:${year}`} payrollId={selected.id} year={year} />}
        </Space>
      )}
    </PageContent>
  )
}
