import { Button, Popconfirm, Space, Table } from 'antd'
import { DeleteOutlined, EditOutlined } from '@ant-design/icons'
import { useDelete } from '@refinedev/core'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '../../components/records/form-errors'
import { useToast } from '../../components/records/useToast'
import { fmtDate } from '../../components/formats'
import type { InsuranceDependent, InsuranceEnrolment } from './model'
import { coverPeriod } from './format'

interface Props {
  enrolment: InsuranceEnrolment
  rows: InsuranceDependent[]
  loading?: boolean
  /** whether the user keeps dependents (the info privilege) */
  manage: boolean
  onEdit: (row: InsuranceDependent) => void
}

/** The dependents an enrolment covers: name, relationship, birth date and cover; edit and remove for HR. */
export function DependentsTable({ enrolment, rows, loading, manage, onEdit }: Props) {
  const { t } = useTranslation()
  const toast = useToast()
  // Refine reads the dependent lists again after the delete.
  const { mutateAsync: deleteDependent } = useDelete()

  const remove = async (row: InsuranceDependent) => {
    try {
      await deleteDependent({ resource: 'insurance_dependent', id: row.id, successNotification: false, errorNotification: false })
      toast.success(t('insurance_ui.dependent_deleted'))
    } catch (error) {
      toast.error(errorMessage(error, t('messages.error_occurred_contact_admin')))
    }
  }

  const label = (name: string) => t(`insurance_dependent.fields.${name}`)
  return (
    <Table<InsuranceDependent>
      rowKey="id"
      size="small"
      loading={loading}
      dataSource={rows}
      pagination={false}
      scroll={{ x: true }}
      data-testid={`enrolment-dependents-${enrolment.id}`}
      locale={{ emptyText: t('insurance_ui.no_dependents') }}
      columns={[
        { key: 'name', dataIndex: 'name', title: label('name') },
        { key: 'relationship', dataIndex: 'relationship', title: label('relationship'), render: (v: string) => t(`enums.relationship.${v}`, { defaultValue: v }) },
        { key: 'birth_date', dataIndex: 'birth_date', title: label('birth_date'), render: (v: string | null) => fmtDate(v) },
        { key: 'covered', title: t('insurance_ui.covered'), render: (_: unknown, r) => coverPeriod(t, r.covered_from, r.covered_to) },
        ...(manage ? [{
          key: 'actions', title: t('common.actions'),
          render: (_: unknown, r: InsuranceDependent) => (
            <Space size="small">
              <Button size="small" icon={<EditOutlined />} aria-label={t('insurance_ui.edit_dependent_named', { name: r.name })} onClick={() => onEdit(r)} />
              <Popconfirm title={t('insurance_ui.delete_dependent_confirm', { name: r.name })} onConfirm={() => remove(r)} okText={t('common.delete')} cancelText={t('common.cancel')}>
                <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('insurance_ui.delete_dependent_named', { name: r.name })} />
              </Popconfirm>
            </Space>
          ),
        }] : []),
      ]}
    />
  )
}
