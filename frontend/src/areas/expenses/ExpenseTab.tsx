import { useState } from 'react'
import { Button, Card, Space } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { can, getResource } from '@hr/shared'
import { useProfile } from '../../hooks/useProfile'
import type { PersonTabProps } from '../../pages/people/tabs/tab-props'
import type { Expense } from './types'
import { useClaimsTable } from './useClaimsTable'
import { ExpenseModal } from './ExpenseModal'
import { ExpenseTable } from './ExpenseTable'
import { ExpenseTotals } from './ExpenseTotals'

/**
 * The expense tab of /people/staff/:id (issue 15): the person's claims and their states, decided
 * here by their manager or a payroll user; a payroll user may also claim on the person's behalf.
 */
export default function ExpenseTab({ personId }: PersonTabProps) {
  const { t } = useTranslation()
  const profile = useProfile()
  const [editing, setEditing] = useState<Expense | 'new' | null>(null)
  const claims = useClaimsTable({ personId })
  const mayAdd = !!profile && can(profile, 'create', getResource('expense'), { person_id: personId })
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }} data-testid="person-expenses">
      <Card
        title={t('expenses_ui.person_claims')}
        extra={mayAdd && <Button icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="add-expense">{t('expenses_ui.claim')}</Button>}
      >
        <Space direction="vertical" style={{ width: '100%' }}>
          <ExpenseTotals filters={{ personId }} />
          <ExpenseTable table={claims} onEdit={setEditing} testId="person-expense-table" />
        </Space>
      </Card>
      <ExpenseModal personId={personId} claim={editing && editing !== 'new' ? editing : null} open={editing !== null} onClose={() => setEditing(null)} />
    </Space>
  )
}
