import { useState } from 'react'
import { Alert, Button, Card, Col, Row, Space, Typography } from 'antd'
import { PlusOutlined, SplitCellsOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { can, getResource } from '@hr/shared'
import { useProfile } from '../../hooks/useProfile'
import { PageContent } from '../../layout/PageContent'
import type { Expense } from './types'
import { useClaimsTable } from './useClaimsTable'
import { ExpenseModal } from './ExpenseModal'
import { ExpenseTable } from './ExpenseTable'
import { SplitModal } from './SplitModal'

/**
 * /my-expense (issue 15): one's own claims and their states, a claim form, a receipt split into
 * several claims, and changes or deletion while a claim is still submitted. A manager-only profile
 * has no claims of its own (domain §6) and is told so.
 */
export default function MyExpensePage() {
  const { t } = useTranslation()
  const profile = useProfile()
  const [editing, setEditing] = useState<Expense | 'new' | null>(null)
  const [splitting, setSplitting] = useState(false)
  const personId = profile?.person_id ?? null
  const claims = useClaimsTable({ personId }, { enabled: !!personId })
  if (!profile) return null
  if (!personId) return <PageContent><Alert type="info" showIcon message={t('expenses_ui.no_person')} /></PageContent>
  const mayClaim = can(profile, 'create', getResource('expense'), { person_id: personId })

  return (
    <PageContent>
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <Row justify="space-between" align="middle" gutter={[8, 8]}>
          <Col><Typography.Title level={3} style={{ margin: 0 }}>{t('shell.menu.my_expense')}</Typography.Title></Col>
          {mayClaim && (
            <Col>
              <Space wrap>
                <Button icon={<SplitCellsOutlined />} onClick={() => setSplitting(true)} data-testid="open-split">{t('expenses_ui.split.open')}</Button>
                <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="claim-expense">{t('expenses_ui.claim')}</Button>
              </Space>
            </Col>
          )}
        </Row>
        {!mayClaim && <Alert type="info" showIcon message={t('expenses_ui.manager_only')} data-testid="expense-manager-only" />}
        {mayClaim && (
          <Card title={t('expenses_ui.my_claims')}>
            <ExpenseTable table={claims} onEdit={setEditing} testId="my-expense-table" />
          </Card>
        )}
      </Space>
      <ExpenseModal personId={personId} claim={editing && editing !== 'new' ? editing : null} open={editing !== null} onClose={() => setEditing(null)} />
      <SplitModal personId={personId} open={splitting} onClose={() => setSplitting(false)} />
    </PageContent>
  )
}
