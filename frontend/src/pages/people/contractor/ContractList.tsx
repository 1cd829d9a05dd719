import { useState } from 'react'
import { Link } from 'react-router'
import { Button, Tag } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { can, contractDeletable, contractTermsEditable, getResource } from '@hr/shared'
import { fieldColumn } from '../../../screens/generic/format'
import { useProfile } from '../../../hooks/useProfile'
import { RecordCard } from '../../../components/records/RecordCard'
import { apiDelete, } from '../../../providers/http-calls'
import { errorMessage } from '../../../components/records/form-errors'
import { useToast } from '../../../components/records/useToast'
import { usePersonRecords, useInvalidateList } from '../../../components/records/usePersonRecords'
import { ContractFormModal, type ContractRow } from './ContractFormModal'
import { contractUrl, STATUS_COLOR } from './contract-logic'
import { formatMoney } from '../../../components/formats'

const def = getResource('contractor_contract')
const field = (name: string) => def.fields.find((f) => f.name === name)!

/** A contractor's contracts (domain §3) with add, edit and delete (drafts only); each opens its own page. */
export function ContractList({ personId }: { personId: number }) {
  const { t } = useTranslation()
  const toast = useToast()
  const profile = useProfile()
  const invalidateList = useInvalidateList()
  const [editing, setEditing] = useState<ContractRow | 'new' | null>(null)
  const { rows, isFetching } = usePersonRecords<ContractRow>(def.name, personId)
  const allowed = (action: 'create' | 'update' | 'delete', row?: ContractRow) => can(profile, action, def, { ...row, person_id: personId })

  const remove = async (row: ContractRow) => {
    try {
      await apiDelete(`/${def.path}/${row.id}`)
      toast.success(t('common.deleted_success'))
      await invalidateList(def.name)
    } catch (error) {
      toast.error(errorMessage(error, t('messages.error_occurred_contact_admin')))
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
      rows={rows}
      loading={isFetching}
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
        onSaved={async () => {
          setEditing(null)
          await invalidateList(def.name)
        }}
      />
    </RecordCard>
  )
}
