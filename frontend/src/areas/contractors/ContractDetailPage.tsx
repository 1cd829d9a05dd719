import { useState } from 'react'
import { Link, useLocation, useParams } from 'react-router'
import { useOne, type HttpError } from '@refinedev/core'
import { Button, Card, Descriptions, Space, Spin, Tag } from 'antd'
import { ArrowLeftOutlined, EditOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { can, contractTermsEditable, getResource } from '@hr/shared'
import { formatValue } from '../../screens/generic/format'
import { useProfile } from '../../hooks/useProfile'
import { EmptyState } from '../../components/EmptyState'
import { LinkTabs } from '../../components/LinkTabs'
import ForbiddenPage from '../../pages/errors/ForbiddenPage'
import NotFoundPage from '../../pages/errors/NotFoundPage'
import { usePerson } from '../../components/records/usePerson'
import { ContractActions } from './ContractActions'
import { ContractFormModal, type ContractRow } from './ContractFormModal'
import { PersonHeader } from '../../pages/people/detail/PersonHeader'
import { useInvalidateList } from '../../components/records/usePersonRecords'
import { contractTabs, contractorUrl, contractUrl, ownContractUrl, STATUS_COLOR, tabOf } from './contract-logic'
import { useAreaContractTabs } from '../../components/contract-tabs'
import { formatMoney } from '../../components/formats'

const def = getResource('contractor_contract')
const TERMS = ['title', 'contract_type', 'start_date', 'end_date', 'frequency', 'rate', 'scope_of_work', 'status', 'notice_date', 'signed_at', 'stopped_at']

/** The terms, the status and the status changes of one contract. */
function ContractTerms({ contract, onChanged }: { contract: ContractRow; onChanged: () => Promise<void> }) {
  const { t } = useTranslation()
  const profile = useProfile()
  const [editing, setEditing] = useState(false)
  const mayUpdate = can(profile, 'update', def, contract)
  const cell = (name: string) => {
    const value = (contract as Record<string, unknown>)[name]
    if (name === 'rate') return formatMoney(value, contract.currency)
    if (name === 'status') return <Tag color={STATUS_COLOR[String(value)]} data-testid="contract-status">{t(`enums.status.${String(value)}`)}</Tag>
    return formatValue(t, def.fields.find((f) => f.name === name)!, value)
  }
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }}
        title={t('contractor_ui.terms')}
        extra={mayUpdate && contractTermsEditable(contract.status) && (
          <Button icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="contract-edit">{t('contractor_ui.edit_terms')}</Button>
        )}
        items={TERMS.map((name) => ({
          key: name,
          label: t(`contractor_contract.fields.${name}`),
          span: name === 'scope_of_work' ? 2 : 1,
          children: <span data-field={name}>{cell(name)}</span>,
        }))}
      />
      {mayUpdate && <ContractActions contract={contract} onChanged={onChanged} />}
      <ContractFormModal
        personId={contract.person_id}
        editing={editing ? contract : null}
        onClose={() => setEditing(false)}
        onSaved={async () => {
          setEditing(false)
          await onChanged()
        }}
      />
    </Space>
  )
}

const EMPTY: Record<string, string> = { billing: 'contractor_ui.billing_empty' }

/**
 * One contract of a contractor (shell §2.1 /people/contractor/:id/contract/:contract_id with tabs
 * index, billing and timeoff). Time off is the contractor's leave within the contract's dates;
 * billing arrives with its module.
 */
export default function ContractDetailPage() {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const params = useParams()
  const invalidateList = useInvalidateList()
  const profile = useProfile()
  const areaTabs = useAreaContractTabs()
  // The contractor's own portal (/contractor/contract/:id) shows the same page for their own contract.
  const own = pathname.startsWith('/contractor/contract/')
  const personId = own ? Number(profile?.person_id) : Number(params.id)
  const contractId = own ? Number(params.id) : Number(params.contract_id)
  const valid = Number.isInteger(personId) && Number.isInteger(contractId)
  const { data: person } = usePerson(valid && !own ? personId : null)
  const { result: contract, query } = useOne<ContractRow, HttpError>({
    resource: def.name, id: contractId, errorNotification: false, queryOptions: { enabled: valid, retry: false },
  })
  const { error, isLoading } = query

  if (own && !profile) return <Spin style={{ display: 'block', margin: 48 }} />
  if (!valid) return <NotFoundPage />
  if (error) return (error as { statusCode?: number }).statusCode === 403 ? <ForbiddenPage /> : <NotFoundPage />
  if (isLoading || !contract) return <Spin style={{ display: 'block', margin: 48 }} />
  // The contract must be this contractor's: another person's id in the URL is a wrong address.
  if (contract.person_id !== personId) return <NotFoundPage />
  const tabs = contractTabs(areaTabs)
  const tab = tabOf(pathname, tabs)
  if (!tab) return <NotFoundPage />
  const AreaTab = areaTabs.find((x) => x.key === tab)?.page

  // After a move or an edit the contract is read again: one source of the row.
  const changed = async () => {
    await Promise.all([query.refetch(), invalidateList(def.name)])
  }

  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      {person && <PersonHeader person={person} testId="contractor-header" />}
      <Card
        title={contract.title}
        extra={!own && <Link to={contractorUrl(personId)} data-testid="contract-back"><ArrowLeftOutlined className="flip-rtl" /> {t('contractor_ui.back')}</Link>}
      >
        <LinkTabs
          activeKey={tab}
          data-testid="contract-tabs"
          tabs={tabs.map((key) => ({ key, to: own ? ownContractUrl(contractId, key) : contractUrl(personId, contractId, key), label: t(`contractor_ui.tabs.${key}`) }))}
        />
        {tab === 'index' && <ContractTerms contract={contract} onChanged={changed} />}
        {AreaTab && <AreaTab personId={personId} within={{ from: String(contract.start_date), to: contract.end_date ? String(contract.end_date) : null }} />}
        {tab === 'billing' && <EmptyState description={t(EMPTY[tab])} />}
      </Card>
    </Space>
  )
}
