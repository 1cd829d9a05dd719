import { useState } from 'react'
import { Button, Form, Input, InputNumber, Modal, Select, Table } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import { useNotification, type HttpError } from '@refinedev/core'
import { useTranslation } from 'react-i18next'
import { canManageVendorPortal } from '@hr/shared'
import { useApiCall, useApiGet } from '../../../providers/api-hooks'
import { useProfile } from '../../../hooks/useProfile'
import { EmptyState } from '../../../components/EmptyState'
import { asVendor, type Paged } from '../model'

interface Pricebook { id: number; name: string; currency: string; fee_type: string; fix_fee: string | null; percentage_rate: string | null; sell_price: string | null }

/**
 * A partner's pricebooks: the pricebook resource, read and written as the partner vendor
 * (X-Vendor-Id; the API allows it for the vendor that manages the partner).
 */
export function PartnerPricebooks({ partnerId, managed }: { partnerId: number; managed: boolean }) {
  const { t } = useTranslation()
  const { open } = useNotification()
  const manager = canManageVendorPortal(useProfile()) && managed
  const api = useApiCall()
  const [adding, setAdding] = useState(false)
  const [form] = Form.useForm()

  // The pricebook resource as the partner vendor: GET /api/pricebook?external[per_page]=1000 with X-Vendor-Id.
  const list = useApiGet<Paged<Pricebook>>('/pricebook', { query: { 'external[per_page]': 1000 }, headers: asVendor(partnerId) })
  const items = list.data?.items ?? (list.error ? [] : null)

  const save = async (values: Record<string, unknown>) => {
    try {
      await api.post('/pricebook', { ...values, fix_fee: values.fix_fee != null ? String(values.fix_fee) : undefined }, asVendor(partnerId))
      setAdding(false)
      form.resetFields()
      await list.refetch()
    } catch (e) {
      const err = e as HttpError
      form.setFields(Object.entries(err.errors ?? {}).map(([name, m]) => ({ name, errors: ([] as string[]).concat(m as any) })))
      open?.({ type: 'error', message: err.message })
    }
  }

  return (
    <>
      {manager && <Button icon={<PlusOutlined />} style={{ marginBottom: 12 }} onClick={() => setAdding(true)} data-testid="add-partner-pricebook">{t('vendor_portal.partners.add_pricebook')}</Button>}
      <Table<Pricebook> rowKey="id" loading={!items} dataSource={items ?? []} pagination={false}
        locale={{ emptyText: <EmptyState /> }}
        columns={[
          { key: 'name', dataIndex: 'name', title: t('pricebook.fields.name') },
          { key: 'currency', dataIndex: 'currency', title: t('pricebook.fields.currency') },
          { key: 'fee_type', dataIndex: 'fee_type', title: t('pricebook.fields.fee_type'), render: (v) => t(`enums.fee_type.${v}`, { defaultValue: v }) },
          { key: 'fix_fee', dataIndex: 'fix_fee', title: t('pricebook.fields.fix_fee') },
          { key: 'percentage_rate', dataIndex: 'percentage_rate', title: t('pricebook.fields.percentage_rate') },
        ]} />
      <Modal open={adding} title={t('vendor_portal.partners.add_pricebook')} onCancel={() => setAdding(false)} onOk={() => form.submit()} okButtonProps={{ 'data-testid': 'pricebook-save' } as any} destroyOnHidden>
        <Form form={form} layout="vertical" onFinish={save} initialValues={{ fee_type: 'fix_fee', currency: 'USD' }}>
          <Form.Item name="name" label={t('pricebook.fields.name')} required><Input data-testid="pricebook-name" /></Form.Item>
          <Form.Item name="currency" label={t('pricebook.fields.currency')} required><Input maxLength={3} /></Form.Item>
          <Form.Item name="fee_type" label={t('pricebook.fields.fee_type')}>
            <Select options={['fix_fee', 'percentage'].map((v) => ({ value: v, label: t(`enums.fee_type.${v}`, { defaultValue: v }) }))} />
          </Form.Item>
          <Form.Item name="fix_fee" label={t('pricebook.fields.fix_fee')}><InputNumber stringMode min="0" style={{ width: '100%' }} data-testid="pricebook-fix-fee" /></Form.Item>
          <Form.Item name="percentage_rate" label={t('pricebook.fields.percentage_rate')}><InputNumber stringMode min="0" style={{ width: '100%' }} /></Form.Item>
        </Form>
      </Modal>
    </>
  )
}
