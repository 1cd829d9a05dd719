import { useCustomMutation, useInvalidate, type BaseRecord } from '@refinedev/core'
import { Button, Popconfirm, Select, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { getResource } from '@hr/shared'
import { useRecordAccess } from '../../hooks/useRecordAccess'
import { useApiErrorNotification } from '../../screens/generic/notifications'
import { API_URL } from '../../providers/http'
import { ownerKey, type CompanyOwner } from './owner'
import { CompanyDataPanel } from './CompanyDataPanel'
import { useEntityOptions } from './useEntityOptions'
import { useReferenceOptions } from '../../screens/generic/ReferenceSelect'

const SELLERS = getResource('agreement').fields.find((f) => f.name === 'selling_vendor_id')?.reference?.options

const STATUS_COLOR: Record<string, string> = { proposed: 'blue', signed: 'green', expired: 'default' }
/** Domain §4: proposed → signed → expired; the button offered is the one next step. */
const NEXT: Record<string, 'signed' | 'expired' | undefined> = { proposed: 'signed', signed: 'expired' }

/**
 * Agreements between a buying entity and a selling entity or vendor, with their status workflow
 * (POST /api/agreement/:id/status). Signing asks for confirmation: it cannot be undone.
 */
export function AgreementPanel({ owner }: { owner: CompanyOwner }) {
  const { t } = useTranslation()
  const { options, nameOf } = useEntityOptions()
  // The sellers the API accepts for this owner (a customer's serving vendors, a vendor's partners).
  const sellers = useReferenceOptions(SELLERS, owner.type, ownerKey(owner))
  const vendorName = (id: unknown) => sellers.nameOf(id) ?? `#${id}`
  const allowed = useRecordAccess(getResource('agreement'))
  const invalidate = useInvalidate()
  const errorNotification = useApiErrorNotification()
  const { mutateAsync } = useCustomMutation()

  const move = async (record: BaseRecord, status: 'signed' | 'expired') => {
    await mutateAsync({
      url: `${API_URL}/agreement/${record.id}/status`,
      method: 'post',
      values: { status },
      successNotification: { type: 'success', message: t(status === 'signed' ? 'organisation.signed_toast' : 'organisation.expired_toast') },
      errorNotification,
    })
    await invalidate({ resource: 'agreement', invalidates: ['list', 'detail'] })
  }

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
      rowActions={(record) => {
        const next = NEXT[String(record.status)]
        if (!next || !allowed('update', record)) return null
        return (
          <Popconfirm
            title={t(next === 'signed' ? 'organisation.confirm_sign' : 'organisation.confirm_expire', { contract_id: record.contract_id })}
            onConfirm={() => move(record, next).catch(() => undefined)}
            okButtonProps={{ 'data-testid': `agreement-confirm-${record.id}` } as Record<string, string>}
          >
            <Button size="small" type={next === 'signed' ? 'primary' : 'default'} data-testid={`agreement-${next}-${record.id}`}>
              {t(next === 'signed' ? 'organisation.sign' : 'organisation.expire')}
            </Button>
          </Popconfirm>
        )
      }}
    />
  )
}

