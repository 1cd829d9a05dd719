import { useState } from 'react'
import { Button, Input, Modal, Space, Table, Tag, Tooltip } from 'antd'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { formatNumber } from '@hr/shared'
import { useProfile } from '../../hooks/useProfile'
import { errorMessage } from '../../components/records/form-errors'
import { useToast } from '../../components/records/useToast'
import { EmptyState } from '../../components/EmptyState'
import { moveLeave, TIME_OFF_KEY, type LeaveRow } from './api'
import { leaveActions, type LeaveAction } from './leave-actions'
import { usePeopleNames } from '../../components/records/usePeopleNames'
import { useLeaveTypeNames } from './useLeaveTypeNames'
import { formatDay } from '../../i18n/format'

export const STATUS_COLOURS: Record<string, string> = {
  submitted: 'gold', approved: 'green', rejected: 'red', canceled: 'default', processed: 'blue', paid: 'purple',
}

const TARGET: Record<Exclude<LeaveAction, 'edit'>, string> = {
  approve: 'approved', reject: 'rejected', withdraw: 'canceled', request_cancel: 'canceled', cancel: 'canceled',
}

export const formatPeriod = (row: Pick<LeaveRow, 'start_date' | 'end_date'>) =>
  row.start_date === row.end_date
    ? formatDay(row.start_date)
    : `${formatDay(row.start_date)} – ${formatDay(row.end_date)}`

interface Props {
  rows: LeaveRow[]
  loading?: boolean
  /** show whose request it is (team and HR views) */
  showPerson?: boolean
  onEdit?: (row: LeaveRow) => void
  testId?: string
}

/**
 * Leave requests with the moves the user may make on each (approve, reject with notes, withdraw,
 * ask to cancel, cancel): offered by the shared workflow, decided again by the API.
 */
export function LeaveTable({ rows, loading, showPerson, onEdit, testId = 'leave-table' }: Props) {
  const { t } = useTranslation()
  const profile = useProfile()
  const message = useToast()
  const queryClient = useQueryClient()
  const types = useLeaveTypeNames()
  const people = usePeopleNames(showPerson ? rows.map((r) => r.person_id) : [])
  const [deciding, setDeciding] = useState<{ row: LeaveRow; action: Exclude<LeaveAction, 'edit'> } | null>(null)
  const [notes, setNotes] = useState('')
  const [busy, setBusy] = useState(false)

  const run = async (row: LeaveRow, action: Exclude<LeaveAction, 'edit'>, withNotes?: string) => {
    setBusy(true)
    try {
      await moveLeave(row.id, TARGET[action], withNotes)
      message.success(t(`time_off.done.${action}`))
      setDeciding(null)
      await queryClient.invalidateQueries({ queryKey: [TIME_OFF_KEY] })
    } catch (error) {
      message.error(errorMessage(error, t('messages.error_occurred_contact_admin')))
    } finally {
      setBusy(false)
    }
  }

  const ask = (row: LeaveRow, action: Exclude<LeaveAction, 'edit'>) => {
    setNotes('')
    setDeciding({ row, action })
  }

  const actionsOf = (row: LeaveRow) => (profile ? leaveActions(profile, row, null) : [])
  const columns = [
    ...(showPerson ? [{ key: 'person', title: t('leave.fields.person_id'), render: (_: unknown, r: LeaveRow) => people.get(r.person_id) ?? `#${r.person_id}` }] : []),
    { key: 'type', title: t('leave.fields.leave_type_id'), render: (_: unknown, r: LeaveRow) => types.get(r.leave_type_id) ?? `#${r.leave_type_id}` },
    { key: 'period', title: t('time_off.period'), render: (_: unknown, r: LeaveRow) => formatPeriod(r) },
    { key: 'session', title: t('leave.fields.session'), render: (_: unknown, r: LeaveRow) => t(`enums.session.${r.session}`) },
    { key: 'days', title: t('leave.fields.total_days'), dataIndex: 'total_days', render: (v: string) => formatNumber(v) },
    {
      key: 'status', title: t('leave.fields.status'),
      render: (_: unknown, r: LeaveRow) => (
        <Space size={4} wrap>
          <Tag color={STATUS_COLOURS[r.status]} data-testid={`leave-status-${r.id}`}>{t(`enums.status.${r.status}`)}</Tag>
          {r.cancel_requested && <Tag color="orange">{t('leave.fields.cancel_requested')}</Tag>}
        </Space>
      ),
    },
    {
      key: 'reason', title: t('leave.fields.reason'),
      render: (_: unknown, r: LeaveRow) => (r.decision_notes ? <Tooltip title={r.decision_notes}>{r.reason ?? ''} 💬</Tooltip> : r.reason ?? ''),
    },
    {
      key: 'actions', title: t('common.actions'),
      render: (_: unknown, r: LeaveRow) => (
        <Space size={4} wrap data-testid={`leave-actions-${r.id}`}>
          {actionsOf(r).map((a) => (a === 'edit'
            ? onEdit && <Button key={a} size="small" onClick={() => onEdit(r)}>{t('common.edit')}</Button>
            : <Button key={a} size="small" type={a === 'approve' ? 'primary' : 'default'} danger={a === 'reject' || a === 'cancel'} onClick={() => ask(r, a)}>{t(`time_off.actions.${a}`)}</Button>))}
        </Space>
      ),
    },
  ]

  return (
    <>
      <Table<LeaveRow>
        rowKey="id"
        data-testid={testId}
        size="middle"
        loading={loading}
        dataSource={rows}
        columns={columns}
        pagination={rows.length > 20 ? { pageSize: 20 } : false}
        locale={{ emptyText: <EmptyState description={t('time_off.no_requests')} /> }}
        scroll={{ x: true }}
      />
      <Modal
        open={!!deciding}
        title={deciding ? t(`time_off.actions.${deciding.action}`) : ''}
        onCancel={() => setDeciding(null)}
        onOk={() => deciding && run(deciding.row, deciding.action, notes.trim() || undefined)}
        okText={deciding ? t(`time_off.actions.${deciding.action}`) : ''}
        okButtonProps={{ danger: deciding?.action === 'reject' || deciding?.action === 'cancel', 'data-testid': 'leave-decision-ok' } as any}
        cancelText={t('common.cancel')}
        confirmLoading={busy}
      >
        {deciding && <p>{(showPerson ? `${people.get(deciding.row.person_id) ?? ''} · ` : '') + `${types.get(deciding.row.leave_type_id) ?? ''} · ${formatPeriod(deciding.row)} · ${formatNumber(deciding.row.total_days)} ${t('time_off.days')}`}</p>}
        {(deciding?.action === 'approve' || deciding?.action === 'reject' || deciding?.action === 'cancel') && (
          <Input.TextArea data-testid="leave-decision-notes" rows={3} maxLength={2000} value={notes} onChange={(e) => setNotes(e.target.value)} placeholder={t('time_off.decision_notes_placeholder')} />
        )}
      </Modal>
    </>
  )
}
