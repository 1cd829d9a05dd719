import { useState } from 'react'
import { Button, Table } from 'antd'
import { FilePdfOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../components/EmptyState'
import { errorMessage } from '../../components/records/form-errors'
import { useApiGet } from '../../providers/api-hooks'
import { centralPath, cycleQuery, type CyclePayslip } from './model'
import { fmtMoney } from '../../components/formats'
import { PayslipViewer } from './PayslipViewer'

/** A paycycle's payslips (GET /api/payroll-central/payslips): person and net pay, each opened in the PDF viewer. */
export function CyclePayslips({ paycycleId }: { paycycleId: number }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState<CyclePayslip | null>(null)
  const { data, isFetching, error } = useApiGet<{ items: CyclePayslip[] }>(centralPath('payslips'), { query: cycleQuery(paycycleId) })
  const rows = data?.items ?? []
  return (
    <>
      <Table<CyclePayslip>
        rowKey="person_id"
        size="middle"
        data-testid="cycle-payslips"
        loading={isFetching}
        dataSource={rows}
        pagination={rows.length > 50 ? { pageSize: 50 } : false}
        locale={{ emptyText: <EmptyState description={error ? errorMessage(error, t('messages.error_occurred_contact_admin')) : t('payroll_ui.payslips.none')} /> }}
        columns={[
          { key: 'person', title: t('payroll_ui.register.person'), dataIndex: 'person_name' },
          { key: 'net', title: t('payroll_ui.register.net'), align: 'right', render: (_, r) => fmtMoney(r.net, r.currency) },
          {
            key: 'open', title: t('common.actions'),
            render: (_, r) => <Button size="small" icon={<FilePdfOutlined />} disabled={!r.file_url} onClick={() => setOpen(r)} data-testid={`open-payslip-${r.person_id}`}>{t('payroll_ui.payslips.open')}</Button>,
          },
        ]}
      />
      {open && <PayslipViewer url={open.file_url} title={open.person_name} onClose={() => setOpen(null)} />}
    </>
  )
}
