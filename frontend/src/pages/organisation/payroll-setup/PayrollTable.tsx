import { Button, Popconfirm, Space, Table, Tag } from 'antd'
import { DeleteOutlined, EditOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../../components/EmptyState'
import { approverLevels, countByPayroll, payrollLabelText, type ApproverRecord, type MemberRecord, type PayrollRecord } from './model'

interface Props {
  rows: PayrollRecord[]
  members: MemberRecord[]
  approvers: ApproverRecord[]
  loading: boolean
  personName: (id: number) => string
  entityName: (id: unknown) => string
  canDelete: boolean
  onEdit: (row: PayrollRecord) => void
  onDelete: (row: PayrollRecord) => void
}

/** The company's payrolls: name, label, currency, entity, pay day, people covered and approvers by level. */
export function PayrollTable(props: Props) {
  const { rows, members, approvers, personName, entityName } = props
  const { t } = useTranslation()
  const empty = t('common.empty_value')
  const counts = countByPayroll(members)
  const frequency = (v: string) => t(`enums.frequency.${v}`, { defaultValue: v })

  return (
    <Table<PayrollRecord>
      rowKey="id" loading={props.loading} dataSource={rows} pagination={false} scroll={{ x: true }} data-testid="payroll-setup-table"
      locale={{ emptyText: <EmptyState description={t('payroll_setup.empty')} /> }}
      columns={[
        { key: 'name', title: t('payroll.fields.name'), render: (_, r) => <strong data-testid={`payroll-row-${r.id}`}>{r.name}</strong> },
        { key: 'label', title: t('payroll_setup.columns.label'), render: (_, r) => payrollLabelText(r, frequency) || empty },
        { key: 'currency', title: t('payroll.fields.currency'), dataIndex: 'currency' },
        { key: 'entity', title: t('payroll.fields.payroll_entity_id'), render: (_, r) => (r.payroll_entity_id ? entityName(r.payroll_entity_id) : empty) },
        { key: 'pay_day', title: t('payroll.fields.pay_day_of_month'), render: (_, r) => r.pay_day_of_month ?? empty },
        { key: 'members', title: t('payroll_setup.columns.members'), render: (_, r) => <span data-testid={`payroll-members-${r.id}`}>{counts.get(r.id) ?? 0}</span> },
        {
          key: 'approvers', title: t('payroll_setup.columns.approvers'),
          render: (_, r) => {
            const levels = approverLevels(approvers, r.id)
            if (!levels.length) return t('payroll_setup.approvers.none')
            return (
              <Space direction="vertical" size={0} data-testid={`payroll-approvers-${r.id}`}>
                {levels.map((l) => (
                  <span key={l.level}><Tag>{t('payroll_setup.approvers.level_n', { level: l.level })}</Tag>{l.approvers.map((a) => personName(a.person_id)).join(', ')}</span>
                ))}
              </Space>
            )
          },
        },
        {
          key: 'actions', title: t('common.actions'),
          render: (_, r) => (
            <Space size="small">
              <Button size="small" icon={<EditOutlined />} onClick={() => props.onEdit(r)} data-testid={`payroll-edit-${r.id}`}>
                {t('payroll_setup.edit')}
              </Button>
              {props.canDelete && (
                <Popconfirm title={t('payroll_setup.delete_confirm', { name: r.name })} onConfirm={() => props.onDelete(r)}
                  okText={t('payroll_setup.delete')} cancelText={t('common.cancel')} okButtonProps={{ danger: true }}>
                  <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('payroll_setup.delete')} data-testid={`payroll-delete-${r.id}`} />
                </Popconfirm>
              )}
            </Space>
          ),
        },
      ]}
    />
  )
}
