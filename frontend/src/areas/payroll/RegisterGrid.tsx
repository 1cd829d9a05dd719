import type { ReactNode } from 'react'
import { Table, Tooltip, Typography } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../components/EmptyState'
import type { PayRegister, RegisterRow, RegisterTotals } from './model'
import { columnTotals, type RegisterColumn } from './register-model'
import { EMPTY, fmtMoney } from '../../components/formats'

const SUMMARY: (keyof RegisterTotals)[] = ['gross', 'deductions', 'net', 'employer_contributions', 'employer_cost']

/**
 * The register scrolls inside its own box (issue 43 §5), its column headers and totals row staying
 * in view while the rows scroll under them. The box leaves room in the window for the app header and
 * for what follows the table (pagination, save buttons): scrolled to the page's end, the header row
 * still sits below the app header. Never less than a few rows.
 */
export const REGISTER_SCROLL_HEIGHT = 'max(240px, calc(100vh - 360px))'

interface Props {
  register: PayRegister
  columns: RegisterColumn[]
  /** how an item cell shows: a text by default, an input when the sheet is edited */
  cell?: (rowIndex: number, colIndex: number, row: RegisterRow) => ReactNode
}

/**
 * The pay register as a sheet: one row per person, one column per pay item (grouped by kind), the
 * person's gross, deductions, net and employer cost, and a totals row (the API's totals; an item
 * column's total is the exact sum of its amounts).
 */
export function RegisterGrid({ register, columns, cell }: Props) {
  const { t } = useTranslation()
  const itemTotals = columnTotals(register.rows, columns)
  const amountOf = (row: RegisterRow, key: string) => row.items.find((i) => i.key === key)
  const tableColumns: ColumnsType<RegisterRow & { index: number }> = [
    { key: 'person', title: t('payroll_ui.register.person'), fixed: 'left', width: 200, render: (_, r) => r.person_name },
    ...columns.map((c, j) => ({
      key: `item:${c.key}`,
      align: 'right' as const,
      width: 140,
      title: <Tooltip title={t(`enums.category.${c.category}`, { defaultValue: c.category })}><span>{c.name}</span></Tooltip>,
      render: (_: unknown, r: RegisterRow & { index: number }) => {
        if (cell && amountOf(r, c.key)) return cell(r.index, j, r)
        const item = amountOf(r, c.key)
        if (!item) return EMPTY
        return item.reference_only ? <Typography.Text type="secondary">{fmtMoney(item.amount)}</Typography.Text> : fmtMoney(item.amount)
      },
    })),
    ...SUMMARY.map((k) => ({ key: k, align: 'right' as const, width: 140, title: <strong>{t(`payroll_ui.register.${k}`)}</strong>, render: (_: unknown, r: RegisterRow) => <strong>{fmtMoney(r[k])}</strong> })),
  ]
  return (
    // isolation: the table's sticky cells (z-index 2-3) stack inside this box, so none of them can
    // draw over the app's sticky header (z-index 1) when the page scrolls.
    <div style={{ isolation: 'isolate' }} data-testid="pay-register-scroll">
      <Table<RegisterRow & { index: number }>
        rowKey="person_id"
        size="small"
        bordered
        data-testid="pay-register"
        dataSource={register.rows.map((r, index) => ({ ...r, index }))}
        columns={tableColumns}
        pagination={register.rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
        scroll={{ x: 'max-content', y: REGISTER_SCROLL_HEIGHT }}
        locale={{ emptyText: <EmptyState description={t('payroll_ui.register.empty')} /> }}
        summary={() => (
          <Table.Summary fixed>
            <Table.Summary.Row data-testid="register-totals">
              <Table.Summary.Cell index={0}><strong>{t('payroll_ui.register.totals')}</strong></Table.Summary.Cell>
              {columns.map((c, j) => <Table.Summary.Cell key={c.key} index={j + 1} align="right">{itemTotals[c.key] === null ? EMPTY : fmtMoney(itemTotals[c.key])}</Table.Summary.Cell>)}
              {SUMMARY.map((k, i) => <Table.Summary.Cell key={k} index={columns.length + 1 + i} align="right"><strong>{fmtMoney(register.totals[k], register.currency)}</strong></Table.Summary.Cell>)}
            </Table.Summary.Row>
          </Table.Summary>
        )}
      />
    </div>
  )
}
