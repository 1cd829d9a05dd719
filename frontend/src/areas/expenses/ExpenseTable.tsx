import { useState } from 'react'
import { Button, Input, Modal, Popconfirm, Space, Table } from 'antd'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useProfile } from '../../hooks/useProfile'
import { EmptyState } from '../../components/EmptyState'
import { errorMessage } from '../../components/records/form-errors'
import { useToast } from '../../components/records/useToast'
import { usePeopleNames } from '../../components/records/usePeopleNames'
import { fmtDate, fmtMoney } from '../../components/formats'
import { decideExpense, deleteExpense, EXPENSES_KEY, type Expense } from './api'
import { expenseActions } from './expense-logic'
import { ClaimLimitsNote } from './ClaimLimitsNote'
import { ExpenseDrawer } from './ExpenseDrawer'
import { ExpenseTags } from './ExpenseTags'
import { useAllowanceItems } from './useAllowanceItems'

interface Props {
  rows: Expense[]
  loading?: boolean
  /** whose claim it is (the team and HR views) */
  showPerson?: boolean
  onEdit?: (row: Expense) => void
  testId?: string
}

type Decision = 'approve' | 'reject'

/**
 * Claims with their status and over-limit flag, a drawer with the details and receipt, and the
 * moves the user may make: approve or reject (with notes) for the deciders, who see the claim
 * against its limits beside the decision (ClaimLimitsNote), edit or delete while submitted. The API
 * decides again and its message is shown.
 */
export function ExpenseTable({ rows, loading, showPerson, onEdit, testId = 'expense-table' }: Props) {
  const { t } = useTranslation()
  const profile = useProfile()
  const message = useToast()
  const queryClient = useQueryClient()
  const items = useAllowanceItems()
  const people = usePeopleNames(showPerson ? rows.map((r) => r.person_id) : [])
  const [viewing, setViewing] = useState<Expense | null>(null)
  const [deciding, setDeciding] = useState<{ row: Expense; action: Decision } | null>(null)
  const [notes, setNotes] = useState('')
  const [busy, setBusy] = useState(false)

  const refresh = () => queryClient.invalidateQueries({ queryKey: [EXPENSES_KEY] })
  const decide = async () => {
    if (!deciding) return
    setBusy(true)
    try {
      await decideExpense(deciding.row.id, deciding.action === 'approve' ? 'approved' : 'rejected', notes.trim() || undefined)
      message.success(t(`expenses_ui.done.${deciding.action}`))
      setDeciding(null)
      await refresh()
    } catch (error) {
      message.error(errorMessage(error, t('messages.error_occurred_contact_admin')))
    } finally {
      setBusy(false)
    }
  }
  const remove = async (row: Expense) => {
    try {
      await deleteExpense(row.id)
      message.success(t('expenses_ui.done.delete'))
      await refresh()
    } catch (error) {
      message.error(errorMessage(error, t('messages.error_occurred_contact_admin')))
    }
  }

  const itemName = (id: number) => items.byId.get(id)?.name ?? `#${id}`
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
        <Space size={4} wrap data-testid={`expense-actions-${r.id}`}>
          {(profile ? expenseActions(profile, r) : []).map((a) => {
            if (a === 'edit') return onEdit && <Button key={a} size="small" onClick={() => onEdit(r)}>{t('common.edit')}</Button>
            if (a === 'delete') {
              return (
                <Popconfirm key={a} title={t('expenses_ui.delete_confirm')} onConfirm={() => remove(r)} okText={t('common.delete')} cancelText={t('common.cancel')}>
                  <Button size="small" danger>{t('common.delete')}</Button>
                </Popconfirm>
              )
            }
            return (
              <Button key={a} size="small" type={a === 'approve' ? 'primary' : 'default'} danger={a === 'reject'}
                onClick={() => { setNotes(''); setDeciding({ row: r, action: a }) }}>{t(`expenses_ui.actions.${a}`)}</Button>
            )
          })}
        </Space>
      ),
    },
  ]

  return (
    <>
      <Table<Expense>
        rowKey="id" size="middle" data-testid={testId} loading={loading} dataSource={rows} columns={columns} scroll={{ x: true }}
        pagination={rows.length > 20 ? { pageSize: 20 } : false}
        locale={{ emptyText: <EmptyState description={t('expenses_ui.no_claims')} /> }}
      />
      <Modal
        open={!!deciding}
        title={deciding ? t(`expenses_ui.actions.${deciding.action}`) : ''}
        onCancel={() => setDeciding(null)}
        onOk={decide}
        okText={deciding ? t(`expenses_ui.actions.${deciding.action}`) : ''}
        okButtonProps={{ danger: deciding?.action === 'reject', 'data-testid': 'expense-decision-ok' }}
        cancelText={t('common.cancel')}
        confirmLoading={busy}
      >
        {deciding && (
          <p>{[showPerson ? people.get(deciding.row.person_id) : null, deciding.row.name, itemName(deciding.row.allowance_item_id),
            fmtMoney(deciding.row.amount, deciding.row.currency), fmtDate(deciding.row.transaction_date)].filter(Boolean).join(' · ')}</p>
        )}
        {deciding && <ClaimLimitsNote claimId={deciding.row.id} />}
        <Input.TextArea data-testid="expense-decision-notes" rows={3} maxLength={2000} value={notes} onChange={(e) => setNotes(e.target.value)}
          placeholder={t('expenses_ui.decision_notes_placeholder')} />
      </Modal>
      <ExpenseDrawer row={viewing} personName={viewing && showPerson ? people.get(viewing.person_id) : undefined} onClose={() => setViewing(null)} />
    </>
  )
}
