import { useTable } from '@refinedev/antd'
import type { BaseRecord } from '@refinedev/core'
import { Card, Table, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { LIST_PAGE_SIZE, fieldLabelKey, getResource } from '@hr/shared'
import { EmptyState } from '../../../components/EmptyState'
import { formatValue } from '../../../screens/generic/format'
import { AdminSettingFrame } from './AdminSettingFrame'

const COLUMNS = ['name', 'currency', 'fee_type', 'fix_fee', 'percentage_rate', 'minimum_charge', 'max_charge', 'onboarding_fee',
  'offboarding_fee', 'visa_fee', 'deposit_type', 'deposit_months', 'deposit_amount', 'vat_model', 'vat_rate', 'sell_price']

/** /admin-setting/customer-pricebook: what the service provider charges this customer, read-only. */
export default function CustomerPricebookPage() {
  const { t } = useTranslation()
  const def = getResource('customer_pricebook')
  const { tableProps } = useTable<BaseRecord>({ resource: 'customer_pricebook', pagination: { pageSize: LIST_PAGE_SIZE }, syncWithLocation: false })
  const fields = COLUMNS.map((n) => def.fields.find((f) => f.name === n)!)
  return (
    <AdminSettingFrame>
      <Card title={t('customer_pricebook.titles.list')} data-testid="customer_pricebook-panel" extra={t('organisation.read_only')}>
        <Typography.Paragraph type="secondary">{t('organisation.pricebook_of_customer')}</Typography.Paragraph>
        <Table {...tableProps} rowKey="id" locale={{ emptyText: <EmptyState /> }} scroll={{ x: true }}>
          {fields.map((f) => (
            <Table.Column<BaseRecord> key={f.name} dataIndex={f.name} title={t(fieldLabelKey(def.name, f))} render={(v) => formatValue(t, f, v)} />
          ))}
        </Table>
      </Card>
    </AdminSettingFrame>
  )
}
