import { useState } from 'react'
import { Button, Card, Form, Input, Modal } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import { useCreate } from '@refinedev/core'
import { useTable } from '@refinedev/antd'
import { useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { can, LIST_PAGE_SIZE } from '@hr/shared'
import { useProfile } from '../../hooks/useProfile'
import { errorMessage } from '../../components/records/form-errors'
import { useToast } from '../../components/records/useToast'
import { QUIET, type Paycycle, type PayrollReport } from './model'
import { reportUrl } from './cycle-steps'
import { ReportsTable } from './ReportsTable'

/** A cycle's payroll report(s), and creating one (the server calculates its register, version 1). */
export function CycleReports({ cycle }: { cycle: Paycycle }) {
  const { t } = useTranslation()
  const profile = useProfile()
  const message = useToast()
  const navigate = useNavigate()
  const { mutateAsync: createReport } = useCreate<PayrollReport>()
  const [name, setName] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const { tableProps } = useTable<PayrollReport>({
    resource: 'payroll_report', syncWithLocation: false, pagination: { pageSize: LIST_PAGE_SIZE },
    filters: { permanent: [{ field: 'paycycle_id', operator: 'eq', value: cycle.id }] },
  })
  // Creating a report is the payroll privilege's (the catalogue's create requirement).
  const mayCreate = !!profile && can(profile, 'create', 'paycycle')

  const create = async () => {
    if (!name?.trim()) return
    setBusy(true)
    try {
      // Refine refreshes the payroll_report lists it made.
      const { data: report } = await createReport({ resource: 'payroll_report', values: { paycycle_id: cycle.id, name: name.trim() }, ...QUIET })
      message.success(t('common.created'))
      setName(null)
      navigate(reportUrl(report.id))
    } catch (error) {
      message.error(errorMessage(error, t('messages.error_occurred_contact_admin')))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Card
      title={t('payroll_ui.reports.title')}
      extra={mayCreate && <Button icon={<PlusOutlined />} onClick={() => setName(cycle.name)} data-testid="create-report">{t('payroll_ui.reports.create')}</Button>}
    >
      <ReportsTable tableProps={tableProps} />
      <Modal
        open={name !== null}
        title={t('payroll_ui.reports.create')}
        onCancel={() => setName(null)}
        onOk={create}
        okText={t('common.create')}
        cancelText={t('common.cancel')}
        confirmLoading={busy}
        okButtonProps={{ disabled: !name?.trim(), 'data-testid': 'create-report-ok' }}
      >
        {/* A visible label (issue 43 §9): the box comes filled with the cycle's name, which hides a placeholder. */}
        <Form layout="vertical" onFinish={create}>
          <Form.Item label={t('nav_polish.report_name')} htmlFor="create-report-name" required>
            <Input id="create-report-name" maxLength={255} value={name ?? ''} onChange={(e) => setName(e.target.value)} data-testid="report-name" />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  )
}
