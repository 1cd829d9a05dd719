import { useState } from 'react'
import { Button, Popconfirm, Table } from 'antd'
import { useDelete, type BaseRecord } from '@refinedev/core'
import { useTranslation } from 'react-i18next'
import { useProfile } from '../../hooks/useProfile'
import { EmptyState } from '../../components/EmptyState'
import { errorMessage } from '../../components/records/form-errors'
import { useToast } from '../../components/records/useToast'
import { usePeopleNames } from '../../components/records/usePeopleNames'
import { fmtDate, fmtMoney } from '../../components/formats'
import { useInvalidateReads } from '../../providers/api-hooks'
import type { Expense } from './types'
import type { ClaimsTable } from './useClaimsTable'
import { WorkflowActions } from '../../components/workflow/WorkflowActions'
import { expenseActions } from './expense-logic'
import { ClaimLimitsNote } from './ClaimLimitsNote'
import { ExpenseDrawer } from './ExpenseDrawer'
import { ExpenseTags } from './ExpenseTags'
import { useAllowanceItems } from './useAllowanceItems'

interface Props {
  /** the claims list (useClaimsTable: paged, sorted and filtered by the API) */
  table: ClaimsTable
  /** rows the screen leaves out of this page (one's own claims among those to decide) */
  hide?: (row: Expense) => boolean
  /** whose claim it is (the team and HR views) */
  showPerson?: boolean
  onEdit?: (row: Expense) => void
  testId?: string
}

/**
 * Claims with their status and over-limit flag, a drawer with the details and receipt, and the
 * moves the user may make: approve or reject (with notes) for the deciders, who see the claim
 * against its limits beside the decision (ClaimLimitsNote), edit or delete while submitted. The API
 * decides again and its message is shown.
 */
export function ExpenseTable({ table, hide, showPerson, onEdit, testId = 'expense-table' }: Props) {
  const { t } = useTranslation()
  const profile = useProfile()
  const message = useToast()
  const { tableProps } = table
  const rows = (tableProps.dataSource ?? []).filter((r) => !hide?.(r))
  const { mutateAsync: deleteClaim } = useDelete<Expense>()
  // Totals, limits and report lines are the API's own reads: every read is refreshed, not only the claims list.
  const refresh = useInvalidateReads()
  const items = useAllowanceItems()
  const people = usePeopleNames(showPerson ? rows.map((r) => r.person_id) : [])
  const [viewing, setViewing] = useState<Expense | null>(null)

  const remove = async (row: Expense) => {
    try {
      await deleteClaim({ resource: 'expense', id: row.id, successNotification: false, errorNotification: false })
      message.success(t('expenses_ui.done.delete'))
      await refresh()
    } catch (error) {
      message.error(errorMessage(error, t('messages.error_occurred_contact_admin')))
    }
  }

  const itemName = (id: number) => items.byId.get(id)?.name ?? `#${id}`
  /** Edit and delete (the claim's person's, until it is decided); the decisions are the workflow's. */
  const others = (row: Expense) => (profile ? expenseActions(profile, row) : []).filter((a) => a === 'edit' || a === 'delete')
  /** What is being decided, as the dialog says it. */
  const summaryOf = (row: Expense) => [showPerson ? people.get(row.person_id) : null, row.name, itemName(row.allowance_item_id),
    fmtMoney(row.amount, row.currency), fmtDate(row.transaction_date)].filter(Boolean).join(' · ')
  const columns = [
    ...(showPerson ? [{ key: 'person', title: t('expenses_ui.fields.person_id'), render: (_: unknown, r: Expense) => people.get(r.person_id) ?? `#${r.person_id}` }] : []),
    { key: 'name', title: t('expenses_ui.fields.name'), render: (_: unknown, r: Expense) => <a onClick={() => setViewing(r)} data-testid={`expense-open-${r.id}`}>{r.name}</a> },
    { key: 'item', title: t('expenses_ui.fields.allowance_item_id'), render: (_: unknown, r: Expense) => itemName(r.allowance_item_id) },
    { key: 'amount', title: t('expenses_ui.fields.amount'), align: 'right' as const, render: (_: unknown, r: Expense) => fmtMoney(r.amount, r.currency) },
    { key: 'date', title: t('expenses_ui.fields.transaction_date'), render: (_: unknown, r: Expense) => fmtDate(r.transaction_date) },
    { key: 'status', title: t('expenses_ui.fields.status'), render: (_: unknown, r: Expense) => <ExpenseTags row={r} /> },
    {
      key: 'actions', title: t('common.actions'),
      render: (_: unknown, r: Expense) => (
        <WorkflowActions
          resource="expense" row={r as unknown as BaseRecord} size="small" alwaysDialog containerTestId={`expense-actions-${r.id}`}
          okTestId={() => 'expense-decision-ok'} notesTestId="expense-decision-notes" notesPlaceholder={t('expenses_ui.decision_notes_placeholder')}
          texts={(move) => ({ label: t(`expenses_ui.actions.${move.action}`), confirm: summaryOf(r), done: t(`expenses_ui.done.${move.action}`) })}
          dialogExtra={() => <ClaimLimitsNote claimId={r.id} />}
          onSettled={refresh}
        >
          {others(r).length ? others(r).map((a) => (a === 'edit'
            ? onEdit && <Button key={a} size="small" onClick={() => onEdit(r)}>{t('common.edit')}</Button>
            : (
              <Popconfirm key={a} title={t('expenses_ui.delete_confirm')} onConfirm={() => remove(r)} okText={t('common.delete')} cancelText={t('common.cancel')}>
                <Button size="small" danger>{t('common.delete')}</Button>
              </Popconfirm>
            ))) : null}
        </WorkflowActions>
      ),
    },
  ]

  return (
    <>
      <Table<Expense>
        {...tableProps} rowKey="id" size="middle" data-testid={testId} dataSource={rows} columns={columns} scroll={{ x: true }}
        pagination={(tableProps.pagination && (tableProps.pagination.total ?? 0) > (tableProps.pagination.pageSize ?? 0)) ? tableProps.pagination : false}
        locale={{ emptyText: <EmptyState description={t('expenses_ui.no_claims')} /> }}
      />
      <ExpenseDrawer row={viewing} personName={viewing && showPerson ? people.get(viewing.person_id) : undefined} onClose={() => setViewing(null)} />
    </>
  )
}
