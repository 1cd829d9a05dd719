import { useState } from 'react'
import { Button, Card, Select, Space } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import dayjs from 'dayjs'
import { can, getResource } from '@hr/shared'
import { useProfile } from '../../hooks/useProfile'
import { RecordSection } from '../../components/records/RecordSection'
import { BalanceCards } from './BalanceCards'
import { LeaveRequestModal } from './LeaveRequestModal'
import { LeaveTable } from './LeaveTable'
import type { LeaveRow } from './types'
import { useLeavePage } from './leave-data'
import { overlapping } from './leave-filters'
import { useLeaveTypeNames } from './useLeaveTypeNames'

interface Props {
  personId: number
  /** only leave overlapping these dates (a contractor's contract) */
  within?: { from: string; to: string | null }
  /** the entitlements and the ledger are shown (a staff member's page, not a contract's) */
  full?: boolean
}

/**
 * A person's time off as HR and their manager see it (issue 13): balances, requests (HR adds or
 * edits leave with the time privilege, the manager decides), entitlements (granted and adjusted
 * by HR) and the ledger history behind every balance, with who wrote each entry and when.
 */
export function PersonTimeOff({ personId, within, full = true }: Props) {
  const { t } = useTranslation()
  const profile = useProfile()
  const types = useLeaveTypeNames()
  const [year, setYear] = useState(dayjs().year())
  const [editing, setEditing] = useState<LeaveRow | 'new' | null>(null)
  const requests = useLeavePage([{ field: 'person_id', operator: 'eq', value: personId }, ...overlapping(within?.from, within?.to)], { field: 'start_date', order: 'desc' })
  const mayAdd = !!profile && can(profile, 'create', getResource('leave'), { person_id: personId })
  const typeName = (v: unknown) => types.get(Number(v)) ?? String(v ?? '')

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }} data-testid="person-time-off">
      {full && (
        <Space>
          <Select aria-label={t('time_off.year')} value={year} onChange={setYear} options={Array.from({ length: 10 }, (_, i) => dayjs().year() + 1 - i).map((y) => ({ value: y, label: y }))} />
        </Space>
      )}
      {full && <BalanceCards personId={personId} year={year} />}
      <Card
        title={t('time_off.requests')}
        extra={mayAdd && <Button icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="add-leave">{t('leave.titles.create')}</Button>}
      >
        <LeaveTable page={requests} onEdit={(r) => setEditing(r)} testId="person-leave-table" />
      </Card>
      {full && <RecordSection resource="leave_entitlement" personId={personId} renderers={{ leave_type_id: typeName }} />}
      {full && <RecordSection resource="leave_ledger" personId={personId} renderers={{ leave_type_id: typeName }} />}
      <LeaveRequestModal personId={personId} request={editing && editing !== 'new' ? editing : null} open={editing !== null} onClose={() => setEditing(null)} />
    </Space>
  )
}
