import { useEffect, useRef, useState } from 'react'
import { Alert, Button, Card, Form, Input, Popconfirm, Space, Table, type InputRef } from 'antd'
import { useSearchParams } from 'react-router'
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '../../components/records/form-errors'
import { useToast } from '../../components/records/useToast'
import { fmtDate } from '../../components/formats'
import { useApiCall, useApiGet, useInvalidateReads } from '../../providers/api-hooks'
import type { ReportRate } from './types'
import { CurrencySelect } from '../../components/CurrencySelect'
import { formatNumber } from '@hr/shared'

/**
 * The report's own exchange rates (from → to): a pair added twice is refused by the API, and its
 * message shows right under the form. Rates are changed while the report is open and unlocked.
 * Opened with ?add_rate=EUR (a missing rate offered by the totals or the report's lines), the form
 * comes filled with that currency, in view, its rate box focused (issue 43 §6).
 */
export function RatesCard({ reportId, editable, currency }: { reportId: number; editable: boolean; currency: string }) {
  const { t } = useTranslation()
  const message = useToast()
  const api = useApiCall()
  const [form] = Form.useForm<{ from: string; to: string; rate: string }>()
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [params, setParams] = useSearchParams()
  const wanted = params.get('add_rate')
  const card = useRef<HTMLDivElement>(null)
  const rateBox = useRef<InputRef>(null)

  useEffect(() => {
    if (!wanted || !editable) return
    form.setFieldsValue({ from: wanted.toUpperCase(), to: currency })
    card.current?.scrollIntoView({ block: 'center' })
    rateBox.current?.focus()
  }, [wanted, editable, currency, form])
  const { data, isFetching } = useApiGet<{ items: ReportRate[] }>(`/expense-report/${reportId}/rates`)
  // Every read: a report's rate changes its lines, its total, its claims' conversions and the claims screen's totals too.
  const refresh = useInvalidateReads()

  const add = async (values: { from: string; to: string; rate: string }) => {
    setBusy(true)
    setProblem(null)
    try {
      await api.post<ReportRate>(`/expense-report/${reportId}/rates`, { from: values.from, to: values.to, rate: String(values.rate ?? '').trim() })
      message.success(t('expenses_ui.rates.added'))
      form.resetFields()
      form.setFieldValue('to', currency)
      if (wanted) setParams((p) => { p.delete('add_rate'); return p }, { replace: true })
      await refresh()
    } catch (error) {
      setProblem(errorMessage(error, t('messages.error_occurred_contact_admin')))
    } finally {
      setBusy(false)
    }
  }
  const remove = async (rate: ReportRate) => {
    try {
      await api.remove(`/expense-report/${reportId}/rates/${rate.id}`)
      await refresh()
    } catch (error) {
      message.error(errorMessage(error, t('messages.error_occurred_contact_admin')))
    }
  }

  return (
    <Card ref={card} title={t('expenses_ui.rates.title')} data-testid="expense-report-rates">
      <Table<ReportRate>
        rowKey="id" size="small" loading={isFetching} dataSource={data?.items ?? []} pagination={false} scroll={{ x: true }}
        columns={[
          { key: 'from', title: t('expenses_ui.rates.from'), dataIndex: 'from_currency' },
          { key: 'to', title: t('expenses_ui.rates.to'), dataIndex: 'to_currency' },
          { key: 'rate', title: t('expenses_ui.rates.rate'), dataIndex: 'rate', align: 'right', render: (v: string) => formatNumber(v) },
          { key: 'date', title: t('expenses_ui.rates.rate_date'), render: (_, r) => fmtDate(r.rate_date) },
          { key: 'source', title: t('expenses_ui.rates.source'), render: (_, r) => (r.source ? t(`expenses_ui.rates.sources.${r.source}`, { defaultValue: r.source }) : '—') },
          ...(editable ? [{
            key: 'remove', title: '', render: (_: unknown, r: ReportRate) => (
              <Popconfirm title={t('expenses_ui.rates.remove_confirm')} onConfirm={() => remove(r)} okText={t('common.delete')} cancelText={t('common.cancel')}>
                <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('expenses_ui.rates.remove', { pair: `${r.from_currency}/${r.to_currency}` })} />
              </Popconfirm>
            ),
          }] : []),
        ]}
      />
      {editable && (
        <Form form={form} name="expense-rate" layout="inline" onFinish={add} initialValues={{ to: currency }} style={{ marginTop: 16, rowGap: 8 }} data-testid="expense-rate-form">
          <Form.Item name="from" label={t('expenses_ui.rates.from')} rules={[{ required: true, message: t('expenses_ui.rates.required') }]}><CurrencySelect /></Form.Item>
          <Form.Item name="to" label={t('expenses_ui.rates.to')} rules={[{ required: true, message: t('expenses_ui.rates.required') }]}><CurrencySelect /></Form.Item>
          <Form.Item name="rate" label={t('expenses_ui.rates.rate')} rules={[{ required: true, message: t('expenses_ui.rates.required') }]}>
            <Input ref={rateBox} inputMode="decimal" autoComplete="off" style={{ width: 140 }} data-testid="expense-rate-value" />
          </Form.Item>
          <Space><Button htmlType="submit" icon={<PlusOutlined />} loading={busy} data-testid="expense-rate-add">{t('expenses_ui.rates.add')}</Button></Space>
        </Form>
      )}
      {problem && <Alert type="error" showIcon style={{ marginTop: 12 }} message={problem} data-testid="expense-rate-error" />}
    </Card>
  )
}
