import { Button, Space, Table, Tag, Tooltip } from 'antd'
import { getDefaultSortOrder } from '@refinedev/antd'
import type { BaseRecord } from '@refinedev/core'
import { useTranslation } from 'react-i18next'
import { formatNumber } from '@hr/shared'
import { useProfile } from '../../hooks/useProfile'
import { EmptyState } from '../../components/EmptyState'
import type { LeavePage, LeaveRow } from './types'
import { useTimeOffRefresh } from './leave-data'
import { leaveActions } from './leave-actions'
import { WorkflowActions } from '../../components/workflow/WorkflowActions'
import { usePeopleNames } from '../../components/records/usePeopleNames'
import { useLeaveTypeNames } from './useLeaveTypeNames'
import { formatDay } from '../../i18n/format'

export const STATUS_COLOURS: Record<string, string> = {
  submitted: 'gold', approved: 'green', rejected: 'red', canceled: 'default', processed: 'blue', paid: 'purple',
}

export const formatPeriod = (row: Pick<LeaveRow, 'start_date' | 'end_date'>) =>
  row.start_date === row.end_date
    ? formatDay(row.start_date)
    : `${formatDay(row.start_date)} – ${formatDay(row.end_date)}`

interface Props {
  /** every row to show (a short list: the requests waiting on someone) */
  rows?: LeaveRow[]
  loading?: boolean
  /** or a page of a longer list, paged and sorted by the server */
  page?: LeavePage
  /** show whose request it is (team and HR views) */
  showPerson?: boolean
  onEdit?: (row: LeaveRow) => void
  testId?: string
}

/**
 * Leave requests with the moves the user may make on each (approve, reject with notes, withdraw,
 * ask to cancel, cancel): offered by the shared workflow, decided again by the API.
 */
export function LeaveTable({ rows: given, loading, page, showPerson, onEdit, testId = 'leave-table' }: Props) {
  const { t } = useTranslation()
  const profile = useProfile()
  const refresh = useTimeOffRefresh()
  const rows = (page ? page.tableProps.dataSource : given) ?? []
  const types = useLeaveTypeNames()
  const people = usePeopleNames(showPerson ? rows.map((r) => r.person_id) : [])
  const actionsOf = (row: LeaveRow) => (profile ? leaveActions(profile, row, null) : [])
  /** What is being decided, as the dialog says it. */
  const summaryOf = (row: LeaveRow) =>
    (showPerson ? `${people.get(row.person_id) ?? ''} · ` : '') + `${types.get(row.leave_type_id) ?? ''} · ${formatPeriod(row)} · ${formatNumber(row.total_days ?? 0)} ${t('time_off.days')}`
  const columns = [
    ...(showPerson ? [{ key: 'person', title: t('leave.fields.person_id'), render: (_: unknown, r: LeaveRow) => people.get(r.person_id) ?? `#${r.person_id}` }] : []),
    { key: 'type', title: t('leave.fields.leave_type_id'), render: (_: unknown, r: LeaveRow) => types.get(r.leave_type_id) ?? `#${r.leave_type_id}` },
    {
      key: 'start_date', dataIndex: 'start_date', title: t('time_off.period'), render: (_: unknown, r: LeaveRow) => formatPeriod(r),
      ...(page ? { sorter: true, sortOrder: getDefaultSortOrder('start_date', page.sorters) } : {}),
    },
    { key: 'session', title: t('leave.fields.session'), render: (_: unknown, r: LeaveRow) => t(`enums.session.${r.session}`) },
    { key: 'days', title: t('leave.fields.total_days'), dataIndex: 'total_days', render: (v: string) => formatNumber(v) },
    {
      key: 'status', dataIndex: 'status', title: t('leave.fields.status'),
      ...(page ? { sorter: true, sortOrder: getDefaultSortOrder('status', page.sorters) } : {}),
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
        <WorkflowActions
          resource="leave" row={r as unknown as BaseRecord} size="small" alwaysDialog containerTestId={`leave-actions-${r.id}`}
          okTestId={() => 'leave-decision-ok'} notesTestId="leave-decision-notes"
          texts={(move) => ({ label: t(`time_off.actions.${move.action}`), confirm: summaryOf(r), done: t(`time_off.done.${move.action}`) })}
          // The lists, balances and calendars showing the request (a refusal may mean it moved meanwhile).
          onSettled={refresh}
        >
          {onEdit && actionsOf(r).includes('edit') ? <Button size="small" onClick={() => onEdit(r)}>{t('common.edit')}</Button> : null}
        </WorkflowActions>
      ),
    },
  ]

  return (
    <>
      <Table<LeaveRow>
        {...page?.tableProps}
        rowKey="id"
        data-testid={testId}
        size="middle"
        loading={page ? page.tableProps.loading : loading}
        dataSource={rows}
        columns={columns}
        pagination={page ? page.tableProps.pagination && { ...page.tableProps.pagination, hideOnSinglePage: true, showSizeChanger: false } : rows.length > 20 ? { pageSize: 20 } : false}
        locale={{ emptyText: <EmptyState description={t('time_off.no_requests')} /> }}
        scroll={{ x: true }}
      />
    </>
  )
}
