import { Select, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { getResource } from '@hr/shared'
import { WorkflowActions } from '../../components/workflow/WorkflowActions'
import { ownerKey, type CompanyOwner } from './owner'
import { CompanyDataPanel } from './CompanyDataPanel'
import { useEntityOptions } from './useEntityOptions'
import { useReferenceOptions } from '../../screens/generic/ReferenceSelect'

const SELLERS = getResource('agreement').fields.find((f) => f.name === 'selling_vendor_id')?.reference?.options

const STATUS_COLOR: Record<string, string> = { proposed: 'blue', signed: 'green', expired: 'default' }

/**
 * Agreements between a buying entity and a selling entity or vendor, with their status workflow
 * (the shared agreementWorkflow, through <WorkflowActions>). Signing asks for confirmation: it cannot be undone.
 */
export function AgreementPanel({ owner }: { owner: CompanyOwner }) {
  const { t } = useTranslation()
  const { options, nameOf } = useEntityOptions()
  // The sellers the API accepts for this owner (a customer's serving vendors, a vendor's partners).
  const sellers = useReferenceOptions(SELLERS, owner.type, ownerKey(owner))
  const vendorName = (id: unknown) => sellers.nameOf(id) ?? `#${id}`

  const entitySelect = (testId: string) => (
    <Select allowClear showSearch optionFilterProp="label" options={options} data-testid={testId} />
  )

  return (
    <CompanyDataPanel
      resource="agreement"
      owner={owner}
      columns={['contract_id', 'buying_entity_id', 'selling_entity_id', 'status', 'start_date', 'end_date', 'documents', 'signed_at']}
      formFields={['contract_id', 'buying_entity_id', 'selling_entity_id', 'selling_vendor_id', 'start_date', 'end_date', 'documents', 'notes']}
      // Signed terms are locked (the API refuses edits and deletes after signing).
      editable={(record) => record.status === 'proposed'}
      inputs={{ buying_entity_id: entitySelect('agreement-buying'), selling_entity_id: entitySelect('agreement-selling') }}
      cells={{
        buying_entity_id: (v) => nameOf(v),
        selling_entity_id: (v, r) => (v ? nameOf(v) : r.selling_vendor_id ? vendorName(r.selling_vendor_id) : t('common.empty_value')),
        status: (v, r) => (
          <Tag color={STATUS_COLOR[String(v)]} data-testid={`agreement-status-${r.id}`}>{t(`enums.status.${String(v)}`)}</Tag>
        ),
      }}
      rowActions={(record) => (
        <WorkflowActions
          resource="agreement" row={record} size="small"
          texts={(move) => ({
            label: t(move.action === 'sign' ? 'organisation.sign' : 'organisation.expire'),
            confirm: t(move.action === 'sign' ? 'organisation.confirm_sign' : 'organisation.confirm_expire', { contract_id: record.contract_id }),
            done: t(move.action === 'sign' ? 'organisation.signed_toast' : 'organisation.expired_toast'),
          })}
          testId={(move) => `agreement-${move.to}-${record.id}`}
          okTestId={() => `agreement-confirm-${record.id}`}
        />
      )}
    />
  )
}

