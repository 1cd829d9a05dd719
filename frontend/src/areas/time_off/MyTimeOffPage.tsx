import { useState } from 'react'
import { Alert, Button, Card, Col, Row, Select, Space, Typography } from 'antd'
import { LeftOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import dayjs from 'dayjs'
import { can, getResource } from '@hr/shared'
import { useProfile } from '../../hooks/useProfile'
import { PageContent } from '../../layout/PageContent'
import { BalanceCards } from './BalanceCards'
import { LeaveRequestModal } from './LeaveRequestModal'
import { LeaveTable } from './LeaveTable'
import { TeamCalendar } from './TeamCalendar'
import { TimesheetWeek } from './TimesheetWeek'
import type { LeaveRow } from './types'
import { useLeaveOfPeriod, useLeavePage } from './leave-data'
import { periodRange } from './calendar-days'

/**
 * /my-time-off (issue 13): one's balances per leave type, requests and their history, a month of
 * one's own leave with the public holidays of one's country, the request form, and the week's
 * timesheet. A manager-only profile has no leave of its own (domain §6) and is told so.
 */
export default function MyTimeOffPage() {
  const { t } = useTranslation()
  const profile = useProfile()
  const [year, setYear] = useState(dayjs().year())
  const [month, setMonth] = useState(dayjs().startOf('month'))
  const [editing, setEditing] = useState<LeaveRow | 'new' | null>(null)
  const personId = profile?.person_id ?? null
  const requests = useLeavePage([{ field: 'person_id', operator: 'eq', value: personId }], { field: 'start_date', order: 'desc' }, !!personId)
  const shown = periodRange({ kind: 'month', month: month.format('YYYY-MM') })
  const calendar = useLeaveOfPeriod(shown.from, shown.to, { personId, enabled: !!personId })
  if (!profile) return null
  if (!personId) return <PageContent><Alert type="info" showIcon message={t('time_off.no_person')} /></PageContent>
  const mayRequest = can(profile, 'create', getResource('leave'), { person_id: personId })
  const me = { id: personId, name: profile.name, country: (profile as { country?: { iso_code: string } | null }).country?.iso_code ?? null, region: (profile as { region?: string | null }).region ?? null }

  return (
    <PageContent>
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <Row justify="space-between" align="middle" gutter={[8, 8]}>
          <Col><Typography.Title level={3} style={{ margin: 0 }}>{t('shell.menu.my_time_off')}</Typography.Title></Col>
          <Col>
            <Space>
              <Select aria-label={t('time_off.year')} value={year} onChange={setYear} options={Array.from({ length: 10 }, (_, i) => dayjs().year() + 1 - i).map((y) => ({ value: y, label: y }))} />
              {mayRequest && <Button type="primary" icon={<PlusOutlined />} data-testid="request-leave" onClick={() => setEditing('new')}>{t('leave.titles.create')}</Button>}
            </Space>
          </Col>
        </Row>
        {!mayRequest && <Alert type="info" showIcon message={t('messages.leave_manager_only')} data-testid="manager-only-note" />}
        {mayRequest && <BalanceCards personId={personId} year={year} />}
        {mayRequest && (
          <Card title={t('time_off.my_requests')}>
            <LeaveTable page={requests} onEdit={(r) => setEditing(r)} testId="my-leave-table" />
          </Card>
        )}
        {mayRequest && (
          <Card
            title={t('time_off.my_calendar')}
            extra={(
              <Space>
                <Button icon={<LeftOutlined className="flip-rtl" />} aria-label={t('time_off.previous_month')} onClick={() => setMonth(month.subtract(1, 'month'))} />
                <Button icon={<RightOutlined className="flip-rtl" />} aria-label={t('time_off.next_month')} onClick={() => setMonth(month.add(1, 'month'))} />
              </Space>
            )}
          >
            <TeamCalendar month={month} people={[me]} rows={calendar.rows} testId="my-calendar" />
          </Card>
        )}
        {mayRequest && <TimesheetWeek personId={personId} editable />}
      </Space>
      <LeaveRequestModal personId={personId} request={editing && editing !== 'new' ? editing : null} open={editing !== null} onClose={() => setEditing(null)} />
    </PageContent>
  )
}
