import { Card, Space } from 'antd'
import { useList } from '@refinedev/core'
import { useTranslation } from 'react-i18next'
import { can, hasAccess, type AnyRow } from '@hr/shared'
import { useProfile } from '../../hooks/useProfile'
import { RecordSection } from '../../components/records/RecordSection'
import type { PersonTabProps } from '../../pages/people/tabs/tab-props'
import { fmtMoney } from '../../components/formats'
import { PayItemApproval } from './PayItemApproval'
import { PayslipTable } from './PayslipTable'

/**
 * The payroll tab of /people/staff/:id (issue 14): the person's pay items (the catalogue's
 * person_pay_item, kept by the payroll privilege; a data manager's change is approved or rejected
 * here) and their payslips.
 */
export default function PayrollTab({ personId }: PersonTabProps) {
  const { t } = useTranslation()
  const profile = useProfile()
  const mayListItems = !!profile && can(profile, 'list', 'person_pay_item', { person_id: personId })
  // The pay item definitions' names for the items' column (a short list that rarely changes); without them, the ids show.
  // Read by field name: the declaration's fields are a shared list typed wide, so RowOf names none of them.
  const { result: payItems } = useList<AnyRow>({
    resource: 'pay_item', pagination: { mode: 'off' }, queryOptions: { enabled: mayListItems, staleTime: 5 * 60_000, retry: false }, errorNotification: false,
  })
  // A data manager's change waits for a payroll user's decision (the API checks the privilege again).
  const mayDecide = !!profile && hasAccess(profile, 'payroll')
  const names = new Map(payItems.data.map((i) => [i.id, String(i.name)]))
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }} data-testid="person-payroll">
      {mayListItems && (
        <RecordSection
          resource="person_pay_item"
          personId={personId}
          renderers={{
            pay_item_id: (v) => names.get(Number(v)) ?? String(v ?? ''),
            value: (v, row) => fmtMoney(v, row.currency),
            approval_status: (v, row) => <PayItemApproval id={row.id} status={v} mayDecide={mayDecide} />,
          }}
        />
      )}
      <Card title={t('payroll_ui.payslips.title')}>
        <PayslipTable personId={personId} testId="person-payslips" />
      </Card>
    </Space>
  )
}
