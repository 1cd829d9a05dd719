import { useState } from 'react'
import { useModalForm, useTable } from '@refinedev/antd'
import { useDelete, type BaseKey, type BaseRecord } from '@refinedev/core'
import { Button, Card, Form, Modal, Popconfirm, Space, Table, Typography } from 'antd'
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { can, fieldLabelKey, getResource, LIST_PAGE_SIZE, TENANT_HEADERS, writableFields } from '@hr/shared'
import { useProfile } from '../../hooks/useProfile'
import { EmptyState } from '../../components/EmptyState'
import { ReferenceSelect } from '../../screens/generic/ReferenceSelect'
import { ResourceForm } from '../../screens/generic/ResourceForm'
import { defaultValues } from '../../screens/generic/form-values'
import { formatCell } from '../../screens/generic/format'
import { useApiErrorNotification } from '../../screens/generic/notifications'
import { DataCloudNav } from './DataCloudNav'

const RESOURCE = 'pricebook'
const def = getResource(RESOURCE)
const vendorField = def.fields.find((f) => f.name === 'vendor_id')!
const columns = [def.fields.find((f) => f.name === def.titleField)!, ...def.fields.filter((f) => f.list && f.name !== def.titleField)]

/**
 * /superadmin/data-cloud/pricebook (issue 43 §2): the vendors' pricebooks inside the superadmin
 * portal. The superadmin picks a vendor here and reads or changes its prices as that vendor (the
 * X-Vendor-Id header, which the API honours for a superadmin), never through the vendor portal's
 * settings, its switcher or a vendor cookie.
 */
export default function PricebookPage() {
  const { t } = useTranslation()
  const profile = useProfile()
  const [vendorId, setVendorId] = useState<BaseKey | null>(null)
  return (
    <Card>
      <DataCloudNav />
      <Typography.Title level={3}>{t('pricebook.titles.list')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('nav_polish.pricebooks_intro')}</Typography.Paragraph>
      <Form layout="inline" style={{ marginBottom: 16 }}>
        <Form.Item label={t('nav_polish.vendor')} htmlFor="pricebook-vendor">
          <div style={{ minWidth: 260 }}>
            <ReferenceSelect id="pricebook-vendor" field={{ ...vendorField, required: true }} value={vendorId} onChange={setVendorId} testId="pricebook-vendor" />
          </div>
        </Form.Item>
      </Form>
      {vendorId == null
        ? <EmptyState description={t('nav_polish.pick_vendor')} />
        : <VendorPricebooks key={String(vendorId)} meta={{ headers: { [TENANT_HEADERS.vendorId]: String(vendorId) } }} manage={!!profile && can(profile, 'create', RESOURCE)} />}
    </Card>
  )
}

function VendorPricebooks({ meta, manage }: { meta: { headers: Record<string, string> }; manage: boolean }) {
  const { t } = useTranslation()
  const errorNotification = useApiErrorNotification(writableFields(def).map((f) => f.name))
  const { tableProps } = useTable<BaseRecord>({ resource: RESOURCE, meta, pagination: { pageSize: LIST_PAGE_SIZE }, syncWithLocation: false })
  const form = (action: 'create' | 'edit') => ({ resource: RESOURCE, action, meta, redirect: false as const, syncWithLocation: false, errorNotification })
  const creating = useModalForm(form('create'))
  const editing = useModalForm(form('edit'))
  const { mutate: remove } = useDelete()
  const record = editing.query?.data?.data

  return (
    <>
      {manage && (
        <Button type="primary" icon={<PlusOutlined />} style={{ marginBottom: 12 }} onClick={() => creating.show()} data-testid="pricebook-create">
          {t('pricebook.titles.create')}
        </Button>
      )}
      <Table {...tableProps} rowKey="id" scroll={{ x: true }} data-testid="pricebook-table"
        locale={{ emptyText: <EmptyState /> }}
        pagination={tableProps.pagination && { ...tableProps.pagination, showSizeChanger: false, showTotal: (total) => t('common.total_items', { count: total }) }}
        columns={[
          ...columns.map((field) => ({
            key: field.name, title: t(fieldLabelKey(def.name, field)),
            render: (_: unknown, row: BaseRecord) => formatCell(t, def, field, row),
          })),
          ...(manage ? [{
            key: 'actions', title: t('common.actions'),
            render: (_: unknown, row: BaseRecord) => (
              <Space size="small">
                <Button size="small" icon={<EditOutlined />} aria-label={t('common.edit')} onClick={() => editing.show(row.id)} />
                <Popconfirm title={t('common.confirm_delete')} okText={t('common.yes')} cancelText={t('common.no')}
                  onConfirm={() => remove({ resource: RESOURCE, id: row.id!, meta, errorNotification })}>
                  <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('common.delete')} />
                </Popconfirm>
              </Space>
            ),
          }] : []),
        ]}
      />
      <Modal {...creating.modalProps} title={t('pricebook.titles.create')} width={800} destroyOnHidden>
        <ResourceForm def={def} mode="create" form={creating.form} formProps={{ ...creating.formProps, initialValues: defaultValues(def) }} />
      </Modal>
      <Modal {...editing.modalProps} title={t('pricebook.titles.edit')} width={800} destroyOnHidden>
        {record && <ResourceForm def={def} mode="edit" form={editing.form} formProps={editing.formProps} record={record} />}
      </Modal>
    </>
  )
}
