import { useState } from 'react'
import { Link } from 'react-router'
import { useDelete, useTable, type HttpError } from '@refinedev/core'
import { Button, Tag } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { can, contractDeletable, contractTermsEditable, getResource, LIST_PAGE_SIZE } from '@hr/shared'
import { fieldColumn } from '../../screens/generic/format'
import { useApiErrorNotification } from '../../screens/generic/notifications'
import { useProfile } from '../../hooks/useProfile'
import { RecordCard } from '../../components/records/RecordCard'
import { ContractFormModal, type ContractRow } from './ContractFormModal'
import { contractUrl, STATUS_COLOR } from './contract-logic'
import { formatMoney } from '../../components/formats'

const def = getResource('contractor_contract')
const field = (name: string) => def.fields.find((f) => f.name === name)!

/**
 * A contractor's contracts (domain §3) with add, edit and delete (drafts only); each opens its own
 * page. One page of the contractor's rows at a time, read through the data provider.
 */
export function ContractList({ personId }: { personId: number }) {
  const { t } = useTranslation()
  const profile = useProfile()
  const errorNotification = useApiErrorNotification()
  const [editing, setEditing] = useState<ContractRow | 'new' | null>(null)
  const { result, tableQuery, currentPage, setCurrentPage, pageSize } = useTable<ContractRow, HttpError>({
    resource: def.name,
    filters: { permanent: [{ field: 'person_id', operator: 'eq', value: personId }] },
    pagination: { pageSize: LIST_PAGE_SIZE, mode: 'server' },
    syncWithLocation: false,
    errorNotification: false,
    queryOptions: { retry: false },
  })
  const { mutateAsync: deleteOne } = useDelete<ContractRow, HttpError>()
  const allowed = (action: 'create' | 'update' | 'delete', row?: ContractRow) => can(profile, action, def, { ...row, person_id: personId })

  const remove = async (row: ContractRow) => {
    try {
      await deleteOne({ resource: def.name, id: row.id, successNotification: { type: 'success', message: t('common.deleted_success') }, errorNotification })
    } catch {
      // The refusal's toast is shown (errorNotification).
    }
  }

  const text = (name: string) => fieldColumn(t, def.name, field(name))

  return (
    <RecordCard<ContractRow>
      title={t('contractor_contract.titles.list')}
      testId="contract-list"
      extra={allowed('create') && (
        <Button icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="contract-add">{t('contractor_contract.titles.create')}</Button>
      )}
      rows={result.data}
      loading={tableQuery.isFetching}
      pagination={{ current: currentPage, pageSize, total: result.total, onChange: setCurrentPage, hideOnSinglePage: true, showSizeChanger: false }}
      columns={[
        {
          key: 'title', dataIndex: 'title', title: t('contractor_contract.fields.title'),
          render: (v: unknown, row) => <Link to={contractUrl(personId, row.id)} data-testid={`contract-open-${row.id}`}>{String(v)}</Link>,
        },
        text('contract_type'), text('start_date'), text('end_date'), text('frequency'),
        {
          key: 'rate', dataIndex: 'rate', title: t('contractor_contract.fields.rate'), align: 'right',
          render: (v: unknown, row) => formatMoney(v, row.currency),
        },
        {
          key: 'status', dataIndex: 'status', title: t('contractor_contract.fields.status'),
          render: (v: unknown, row) => <Tag color={STATUS_COLOR[String(v)]} data-testid={`contract-status-${row.id}`}>{t(`enums.status.${String(v)}`)}</Tag>,
        },
        text('notice_date'),
      ]}
      // Terms change only while a draft; a signed contract is stopped or restarted instead.
      onEdit={setEditing}
      canEdit={(row) => allowed('update', row) && contractTermsEditable(row.status)}
      onDelete={remove}
      canDelete={(row) => allowed('delete', row) && contractDeletable(row.status)}
    >
      <ContractFormModal
        personId={personId}
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => setEditing(null)}
      />
    </RecordCard>
  )
}
