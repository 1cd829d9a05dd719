import { useState } from 'react'
import { Button, Table } from 'antd'
import { FilePdfOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../components/EmptyState'
import { useApiGet } from '../../providers/api-hooks'
import type { Paged, Payslip } from './model'
import { fmtDate, fmtMoney, fmtPeriod } from '../../components/formats'
import { PayslipViewer } from './PayslipViewer'

/**
 * Payslips from GET /api/payslip — one's own (no person) or a person's (HR): period, pay date,
 * payroll and net pay, each opening its PDF in the viewer.
 */
export function PayslipTable({ personId, testId = 'payslip-table' }: { personId?: number; testId?: string }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState<Payslip | null>(null)
  // GET /api/payslip[?person_id=]: newest period first (the API's order).
  const { data, isFetching } = useApiGet<Paged<Payslip>>('/payslip', { query: { person_id: personId } })
  return (
    <>
      <Table<Payslip>
        rowKey="id"
        size="middle"
        data-testid={testId}
        loading={isFetching}
        dataSource={data?.items ?? []}
        pagination={(data?.items.length ?? 0) > 20 ? { pageSize: 20 } : false}
        locale={{ emptyText: <EmptyState description={t('payroll_ui.payslips.none')} /> }}
        scroll={{ x: true }}
        columns={[
          { key: 'period', title: t('payroll_ui.payslips.period'), render: (_, r) => fmtPeriod(r.period_start, r.period_end) },
          { key: 'pay_date', title: t('payroll_ui.payslips.pay_date'), render: (_, r) => fmtDate(r.pay_date) },
          { key: 'payroll', title: t('payroll_ui.payslips.payroll'), dataIndex: 'payroll_name' },
          { key: 'net', title: t('payroll_ui.register.net'), align: 'right', render: (_, r) => fmtMoney(r.net, r.currency) },
          {
            key: 'open', title: t('common.actions'),
            render: (_, r) => <Button size="small" icon={<FilePdfOutlined />} disabled={!r.file_url} onClick={() => setOpen(r)} data-testid={`open-payslip-${r.id}`}>{t('payroll_ui.payslips.open')}</Button>,
          },
        ]}
      />
      {open && <PayslipViewer url={open.file_url} title={`${open.payroll_name} · ${fmtPeriod(open.period_start, open.period_end)}`} onClose={() => setOpen(null)} />}
    </>
  )
}
