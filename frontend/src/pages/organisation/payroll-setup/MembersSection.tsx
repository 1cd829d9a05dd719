import { Button, Card, Form, Popconfirm, Space, Table } from 'antd'
import { DeleteOutlined, UserAddOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../../components/EmptyState'
import { usePeopleNames } from '../../../components/records/usePeopleNames'
import type { MemberRecord } from './model'
import { PersonPicker } from './PersonPicker'
import { usePayrollMembers } from './usePayrollSetup'
import { usePersonRows } from './usePersonRows'
import { formatDay } from '../../../i18n/format'

/** The people a payroll covers: added one at a time from a people picker, removed from the list. */
export function MembersSection({ payrollId, canWrite }: { payrollId: number; canWrite: boolean }) {
  const { t } = useTranslation()
  const [form] = Form.useForm<{ person_id: number | null }>()
  const rowsOf = usePersonRows(form, 'payroll_member')
  const adding = rowsOf.adding
  const { rows, loading } = usePayrollMembers(payrollId)
  const names = usePeopleNames(rows.map((r) => r.person_id))
  const nameOf = (personId: number) => names.get(personId) ?? `#${personId}`

  const add = async ({ person_id }: { person_id: number | null }) => {
    if (person_id) await rowsOf.add({ payroll_id: payrollId, person_id }, t('payroll_setup.members.added'))
  }
  const remove = (row: MemberRecord) => rowsOf.remove(row.id, t('payroll_setup.members.removed'))

  return (
    <Card size="small" title={t('payroll_setup.members.title', { count: rows.length })} data-testid="payroll-members">
      {canWrite && (
        <Form form={form} name="payroll_member" layout="inline" onFinish={add} style={{ marginBottom: 12 }}>
          <Form.Item name="person_id" style={{ minWidth: 280, flex: 1 }} rules={[{ required: true, message: t('payroll_setup.members.pick') }]}>
            <PersonPicker testId="payroll-member-person" />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" icon={<UserAddOutlined />} loading={adding} data-testid="payroll-member-add">
              {t('payroll_setup.members.add')}
            </Button>
          </Form.Item>
        </Form>
      )}
      <Table<MemberRecord>
        rowKey="id" size="small" loading={loading} dataSource={rows} pagination={rows.length > 20 ? { pageSize: 20 } : false}
        locale={{ emptyText: <EmptyState description={t('payroll_setup.members.empty')} /> }}
        columns={[
          { key: 'person', title: t('payroll_member.fields.person_id'), render: (_, r) => <span data-testid={`payroll-member-${r.person_id}`}>{nameOf(r.person_id)}</span> },
          { key: 'created_at', title: t('payroll_member.fields.created_at'), render: (_, r) => (r.created_at ? formatDay(r.created_at) : t('common.empty_value')) },
          ...(canWrite ? [{
            key: 'actions', title: t('common.actions'), width: 80,
            render: (_: unknown, r: MemberRecord) => (
              <Space>
                <Popconfirm title={t('payroll_setup.members.remove_confirm', { name: nameOf(r.person_id) })} onConfirm={() => remove(r)}
                  okText={t('payroll_setup.members.remove')} cancelText={t('common.cancel')}>
                  <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('payroll_setup.members.remove')} data-testid={`payroll-member-remove-${r.person_id}`} />
                </Popconfirm>
              </Space>
            ),
          }] : []),
        ]}
      />
    </Card>
  )
}
