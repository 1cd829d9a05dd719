import { useEffect } from 'react'
import { Alert, Button, Card, Form, InputNumber, Popconfirm, Table, Tag } from 'antd'
import { DeleteOutlined, UserAddOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../../components/EmptyState'
import { usePeopleNames } from '../../../components/records/usePeopleNames'
import { nextApproverLevel, type ApproverRecord } from './model'
import { PersonPicker } from './PersonPicker'
import { usePayrollApprovers } from './usePayrollSetup'
import { usePersonRows } from './usePersonRows'

interface AddValues { person_id: number | null; level: number | null }

/** A payroll's approvers with their levels: level 1 approves before level 2 (domain §3). */
export function ApproversSection({ payrollId, canWrite }: { payrollId: number; canWrite: boolean }) {
  const { t } = useTranslation()
  const [form] = Form.useForm<AddValues>()
  const rowsOf = usePersonRows(form, 'payroll_approver')
  const adding = rowsOf.adding
  const { rows: listed, loading } = usePayrollApprovers(payrollId)
  const rows = [...listed].sort((a, b) => a.level - b.level || a.id - b.id)
  const names = usePeopleNames(rows.map((r) => r.person_id))
  const nameOf = (personId: number) => names.get(personId) ?? `#${personId}`
  const suggested = nextApproverLevel(rows)

  // The level offered follows the list (the next after the highest) until the user picks one.
  useEffect(() => { if (!form.isFieldTouched('level')) form.setFieldValue('level', suggested) }, [form, suggested])

  const add = async ({ person_id, level }: AddValues) => {
    if (person_id && level) await rowsOf.add({ payroll_id: payrollId, person_id, level }, t('payroll_setup.approvers.added', { level }))
  }
  const remove = (row: ApproverRecord) => rowsOf.remove(row.id, t('payroll_setup.approvers.removed'))

  return (
    <Card size="small" title={t('payroll_setup.approvers.title')} data-testid="payroll-approvers">
      <Alert type="info" showIcon message={t('payroll_setup.approvers.hint')} style={{ marginBottom: 12 }} />
      {canWrite && (
        <Form form={form} name="payroll_approver" layout="inline" onFinish={add} initialValues={{ level: suggested }} style={{ marginBottom: 12 }}>
          <Form.Item name="person_id" style={{ minWidth: 240, flex: 1 }} rules={[{ required: true, message: t('payroll_setup.approvers.pick') }]}>
            <PersonPicker testId="payroll-approver-person" />
          </Form.Item>
          <Form.Item name="level" label={t('payroll_approver.fields.level')} rules={[{ required: true, message: t('validation.required', { field: t('payroll_approver.fields.level') }) }]}>
            <InputNumber min={1} max={9} precision={0} style={{ width: 72 }} data-testid="payroll-approver-level" />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" icon={<UserAddOutlined />} loading={adding} data-testid="payroll-approver-add">
              {t('payroll_setup.approvers.add')}
            </Button>
          </Form.Item>
        </Form>
      )}
      <Table<ApproverRecord>
        rowKey="id" size="small" loading={loading} dataSource={rows} pagination={false}
        locale={{ emptyText: <EmptyState description={t('payroll_setup.approvers.empty')} /> }}
        columns={[
          { key: 'level', title: t('payroll_approver.fields.level'), width: 100, render: (_, r) => <Tag color="blue">{t('payroll_setup.approvers.level_n', { level: r.level })}</Tag> },
          { key: 'person', title: t('payroll_approver.fields.person_id'), render: (_, r) => <span data-testid={`payroll-approver-${r.person_id}`}>{nameOf(r.person_id)}</span> },
          ...(canWrite ? [{
            key: 'actions', title: t('common.actions'), width: 80,
            render: (_: unknown, r: ApproverRecord) => (
              <Popconfirm title={t('payroll_setup.approvers.remove_confirm', { name: nameOf(r.person_id) })} onConfirm={() => remove(r)}
                okText={t('payroll_setup.approvers.remove')} cancelText={t('common.cancel')}>
                <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('payroll_setup.approvers.remove')} data-testid={`payroll-approver-remove-${r.person_id}`} />
              </Popconfirm>
            ),
          }] : []),
        ]}
      />
    </Card>
  )
}
