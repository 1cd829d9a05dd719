import { Descriptions, Drawer, Space, Timeline, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { fmtDate, fmtDateTime, fmtMoney } from '../../components/formats'
import type { Expense } from './types'
import { ExpenseTags } from './ExpenseTags'
import { ReceiptView } from './ReceiptView'
import { useAllowanceItems } from './useAllowanceItems'
import { formatNumber } from '@hr/shared'

/** What has happened to a claim, from its own record: submitted, decided, taken into a report, converted. */
export function claimHistory(row: Expense, t: (key: string, o?: Record<string, unknown>) => string) {
  const entries: { key: string; text: string; when: string | null }[] = []
  if (row.created_at) entries.push({ key: 'submitted', text: t('expenses_ui.history.submitted'), when: fmtDateTime(row.created_at) })
  if (row.decided_at) {
    const decision = row.status === 'rejected' ? 'rejected' : 'approved'
    entries.push({ key: 'decided', text: t(`expenses_ui.history.${decision}`) + (row.decision_notes ? ` — ${row.decision_notes}` : ''), when: fmtDateTime(row.decided_at) })
  }
  if (row.expense_report_id) entries.push({ key: 'report', text: t('expenses_ui.history.in_report', { id: row.expense_report_id }), when: null })
  if (row.converted_amount && row.report_currency) {
    entries.push({ key: 'converted', text: t('expenses_ui.history.converted', { amount: fmtMoney(row.converted_amount, row.report_currency), rate: row.exchange_rate ?? '' }), when: row.rate_date ? fmtDate(row.rate_date) : null })
  }
  return entries
}

/** A claim in full: its status and decision, the details, its history and the receipt shown in place. */
export function ExpenseDrawer({ row, personName, onClose }: { row: Expense | null; personName?: string; onClose: () => void }) {
  const { t } = useTranslation()
  const items = useAllowanceItems()
  const label = (name: string) => t(`expenses_ui.fields.${name}`)
  const text = (v: unknown) => (v == null || v === '' ? '—' : String(v))
  return (
    <Drawer open={!!row} onClose={onClose} width="min(720px, 100vw)" title={row?.name} destroyOnHidden data-testid="expense-drawer">
      {row && (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <ExpenseTags row={row} />
          <Descriptions size="small" column={1} bordered data-testid="expense-details" items={[
            ...(personName ? [{ key: 'person', label: label('person_id'), children: personName }] : []),
            { key: 'item', label: label('allowance_item_id'), children: items.byId.get(row.allowance_item_id)?.name ?? `#${row.allowance_item_id}` },
            { key: 'amount', label: label('amount'), children: fmtMoney(row.amount, row.currency) },
            { key: 'date', label: label('transaction_date'), children: fmtDate(row.transaction_date) },
            { key: 'payment', label: label('payment_type'), children: t(`expenses_ui.payment_type.${row.payment_type}`) },
            { key: 'tax_included', label: label('tax_included'), children: t(row.tax_included ? 'expenses_ui.yes' : 'expenses_ui.no') },
            { key: 'taxable', label: label('taxable_amount'), children: row.taxable_amount ? fmtMoney(row.taxable_amount, row.currency) : '—' },
            { key: 'tax', label: label('tax_amount'), children: row.tax_amount ? fmtMoney(row.tax_amount, row.currency) : '—' },
            { key: 'rate', label: label('tax_rate'), children: text(row.tax_rate == null || row.tax_rate === '' ? row.tax_rate : formatNumber(String(row.tax_rate))) },
            { key: 'invoice', label: label('invoice_number'), children: text(row.invoice_number) },
            ...(row.origin || row.destination ? [{ key: 'route', label: t('expenses_ui.route'), children: `${text(row.origin)} → ${text(row.destination)}` }] : []),
            ...(row.split_group ? [{ key: 'split', label: t('expenses_ui.split_group'), children: t('expenses_ui.split_part') }] : []),
            { key: 'decision', label: label('decision_notes'), children: text(row.decision_notes) },
            { key: 'notes', label: label('notes'), children: text(row.notes) },
          ]} />
          <div>
            <Typography.Title level={5}>{t('expenses_ui.history.title')}</Typography.Title>
            <Timeline data-testid="expense-history" items={claimHistory(row, t).map((e) => ({ key: e.key, children: e.when ? `${e.text} · ${e.when}` : e.text }))} />
          </div>
          <div>
            <Typography.Title level={5}>{label('receipt')}</Typography.Title>
            <ReceiptView files={row.receipt} personId={row.person_id} />
          </div>
          {!!row.files?.length && (
            <div>
              <Typography.Title level={5}>{label('files')}</Typography.Title>
              <ReceiptView files={row.files} personId={row.person_id} />
            </div>
          )}
        </Space>
      )}
    </Drawer>
  )
}
