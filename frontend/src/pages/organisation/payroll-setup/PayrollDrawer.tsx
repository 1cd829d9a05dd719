import { Button, Drawer, Space, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import type { PayrollRecord } from './model'
import { ApproversSection } from './ApproversSection'
import { MembersSection } from './MembersSection'
import { PayrollForm } from './PayrollForm'

interface Props {
  /** the payroll open in the drawer, 'new' for the create form, null when closed */
  open: PayrollRecord | 'new' | null
  /** may change payrolls, their members and approvers (the payroll privilege) */
  canWrite: boolean
  canCreate: boolean
  onSaved: (record: PayrollRecord, created: boolean) => void
  onClose: () => void
}

/**
 * A payroll's details form and, once it exists, the people it covers and its approvers. A new
 * payroll stays open after its creation so its members and approvers can be added at once.
 */
export function PayrollDrawer({ open, canWrite, canCreate, onSaved, onClose }: Props) {
  const { t } = useTranslation()
  const record = open === 'new' ? null : open
  return (
    <Drawer
      open={open !== null}
      onClose={onClose}
      width={760}
      destroyOnHidden
      title={record ? t('payroll_setup.drawer.edit', { name: record.name }) : t('payroll_setup.drawer.create')}
      extra={<Button onClick={onClose} data-testid="payroll-drawer-close">{t('payroll_setup.drawer.close')}</Button>}
      data-testid="payroll-drawer"
    >
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <div>
          <Typography.Title level={5}>{t('payroll_setup.drawer.details')}</Typography.Title>
          {/* Keyed by the record: a created payroll reopens its form with the stored values. */}
          <PayrollForm key={record?.id ?? 'new'} record={record} onSaved={onSaved} disabled={record ? !canWrite : !canCreate} />
        </div>
        {record && <MembersSection payrollId={record.id} canWrite={canWrite} />}
        {record && <ApproversSection payrollId={record.id} canWrite={canWrite} />}
      </Space>
    </Drawer>
  )
}
