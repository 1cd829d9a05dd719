import { useState } from 'react'
import { useDelete } from '@refinedev/core'
import { Link } from 'react-router'
import { Button, Card, Space, Typography } from 'antd'
import { CalendarOutlined, PlusOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { can } from '@hr/shared'
import { useProfile } from '../../../hooks/useProfile'
import { EmptyState } from '../../../components/EmptyState'
import { errorMessage } from '../../../components/records/form-errors'
import { useToast } from '../../../components/records/useToast'
import { usePeopleNames } from '../../../components/records/usePeopleNames'
import { useEntityOptions } from '../useEntityOptions'
import { AdminSettingFrame } from '../admin/AdminSettingFrame'
import type { PayrollRecord } from './model'
import { PayrollDrawer } from './PayrollDrawer'
import { PayrollTable } from './PayrollTable'
import { usePayrollSetup, useRefreshSetup } from './usePayrollSetup'

/**
 * /admin-setting/payroll (issue 14): the company's payrolls — their label, currency, entity and
 * pay day, the people they cover and their approvers by level — created, edited and deleted here.
 * The API needs the payroll privilege (customer admins; vendors and superadmins acting for the customer).
 */
export default function PayrollSetupPage() {
  const { t } = useTranslation()
  const profile = useProfile()
  const mayList = !!profile && can(profile, 'list', 'payroll')
  return (
    <AdminSettingFrame>
      {mayList ? <PayrollSetup /> : <Card title={t('organisation.tabs.payroll')}><EmptyState description={t('payroll_setup.no_access')} /></Card>}
    </AdminSettingFrame>
  )
}

function PayrollSetup() {
  const { t } = useTranslation()
  const profile = useProfile()
  const toast = useToast()
  const refresh = useRefreshSetup()
  const { mutateAsync: destroy } = useDelete<PayrollRecord>()
  const { payrolls, members, approvers, loading } = usePayrollSetup()
  const people = usePeopleNames(approvers.map((a) => a.person_id))
  const { nameOf: entityName } = useEntityOptions()
  const [open, setOpen] = useState<PayrollRecord | 'new' | null>(null)
  const may = (action: 'create' | 'update' | 'delete') => !!profile && can(profile, action, 'payroll')

  const remove = async (row: PayrollRecord) => {
    try {
      await destroy({ resource: 'payroll', id: row.id, successNotification: false, errorNotification: false })
      await refresh()
      toast.success(t('payroll_setup.deleted'))
    } catch (error) {
      toast.error(errorMessage(error, t('messages.error_occurred_contact_admin')))
    }
  }

  const saved = async (record: PayrollRecord) => {
    await refresh()
    setOpen(record)
  }

  return (
    <Card
      data-testid="payroll-setup"
      title={t('payroll_setup.title')}
      extra={(
        <Space wrap>
          <Link to="/payroll" data-testid="payroll-setup-generate"><CalendarOutlined /> {t('payroll_setup.generate_link')}</Link>
          {may('create') && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen('new')} data-testid="payroll-new">{t('payroll_setup.new')}</Button>
          )}
        </Space>
      )}
    >
      <Typography.Paragraph type="secondary">{t('payroll_setup.intro')} {t('payroll_setup.generate_hint')}</Typography.Paragraph>
      <PayrollTable
        rows={payrolls} members={members} approvers={approvers} loading={loading}
        personName={(id) => people.get(id) ?? `#${id}`} entityName={entityName}
        canDelete={may('delete')}
        onEdit={setOpen} onDelete={remove}
      />
      <PayrollDrawer open={open} canWrite={may('update')} canCreate={may('create')} onSaved={saved} onClose={() => setOpen(null)} />
    </Card>
  )
}
