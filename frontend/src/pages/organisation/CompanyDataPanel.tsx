import { useState, type ReactNode } from 'react'
import { useTable } from '@refinedev/antd'
import { useCreate, useDelete, useUpdate, type BaseRecord, type HttpError } from '@refinedev/core'
import { Button, Card, Col, Form, Modal, Popconfirm, Row, Space, Table, Typography } from 'antd'
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { LIST_PAGE_SIZE, crossFieldViolations, fieldLabelKey, getResource, writableFields, type FieldDef } from '@hr/shared'
import { useRecordAccess } from '../../hooks/useRecordAccess'
import { EmptyState } from '../../components/EmptyState'
import { fieldInput, valueAdapters } from '../../screens/generic/FieldInput'
import { formatCell } from '../../screens/generic/format'
import { toPayload } from '../../screens/generic/form-values'
import { useCountryCurrency } from '../../screens/generic/useCountryCurrency'
import { useApiErrorNotification } from '../../screens/generic/notifications'
import { FileField } from './FileField'
import { FileLink, type StoredFile } from './FileLink'
import { ownerFilters, ownerKey, ownerRecord, type CompanyOwner } from './owner'

export interface CompanyDataPanelProps {
  resource: string
  owner: CompanyOwner
  /** columns in order (default: the catalogue's list fields without the owner columns) */
  columns?: string[]
  /** form fields in order (default: the catalogue's writable fields without owner_type) */
  formFields?: string[]
  /** inputs replacing the generic one for a field (reference pickers) */
  inputs?: Record<string, ReactNode>
  /** cell renderers replacing the generic format */
  cells?: Record<string, (value: unknown, record: BaseRecord) => ReactNode>
  /** more row buttons (e.g. an agreement's Sign) */
  rowActions?: (record: BaseRecord) => ReactNode
  /** hides every write button whatever the rules say (e.g. a read-only view for customers) */
  readOnly?: boolean
  /** rows whose edit/delete buttons are offered at all (e.g. agreements before signing) */
  editable?: (record: BaseRecord) => boolean
  title?: ReactNode
  description?: ReactNode
  /** form values before the user types (e.g. a file chosen before the form opened) */
  testId?: string
}

const OWNER_FIELDS = new Set(['owner_type', 'customer_id', 'vendor_id'])

/**
 * One company-data list with its add/edit dialog and delete, for a customer's or a vendor's rows.
 * Fields, labels and rules come from the catalogue; the API's field errors land under the inputs.
 * The vendor portal embeds these panels too (vendor settings and partner tabs).
 */
export function CompanyDataPanel(props: CompanyDataPanelProps) {
  const { resource, owner, readOnly, testId = resource } = props
  const { t } = useTranslation()
  const def = getResource(resource)
  const allowed = useRecordAccess(def)
  const errorNotification = useApiErrorNotification()
  const [form] = Form.useForm()
  useCountryCurrency(form, def)
  const [editing, setEditing] = useState<BaseRecord | 'new' | null>(null)
  const { mutateAsync: create } = useCreate()
  const { mutateAsync: update } = useUpdate()
  const { mutateAsync: remove } = useDelete()
  const [saving, setSaving] = useState(false)
  const { tableProps } = useTable<BaseRecord>({
    resource,
    pagination: { pageSize: LIST_PAGE_SIZE },
    filters: { permanent: ownerFilters(owner) },
    syncWithLocation: false,
  })

  const byName = new Map(def.fields.map((f) => [f.name, f]))
  const columns: FieldDef[] = (props.columns ?? def.fields.filter((f) => f.list && !OWNER_FIELDS.has(f.name)).map((f) => f.name))
    .map((n) => byName.get(n)!).filter(Boolean)
  const formFields: FieldDef[] = (props.formFields ?? writableFields(def).filter((f) => !OWNER_FIELDS.has(f.name)).map((f) => f.name))
    .map((n) => byName.get(n)!).filter(Boolean)
  const canCreate = !readOnly && allowed('create', ownerRecord(owner) as BaseRecord)
  const mayWrite = (action: 'update' | 'delete', record: BaseRecord) =>
    !readOnly && (props.editable?.(record) ?? true) && allowed(action, record)

  const open = (record: BaseRecord | 'new') => {
    form.resetFields()
    if (record !== 'new') form.setFieldsValue(record)
    setEditing(record)
  }

  const save = async (values: Record<string, unknown>) => {
    // The catalogue's cross-field rules (seller required, end after start) show before a round trip.
    const violations = crossFieldViolations(def, { ...(editing === 'new' ? {} : editing), ...values })
    if (violations.length) {
      form.setFields(violations.map((v) => ({ name: v.field, errors: [t(v.message)] })))
      return
    }
    setSaving(true)
    try {
      const common = { resource, successNotification: { type: 'success' as const, message: t('organisation.saved') }, errorNotification }
      if (editing === 'new') await create({ ...common, values: { ...toPayload(def, values, 'create'), owner_type: owner.type } })
      else await update({ ...common, id: editing!.id!, values: toPayload(def, values, 'edit') })
      setEditing(null)
    } catch (error) {
      // The API's field errors (e.g. "Service name already exists.") shown under their inputs.
      const errors = (error as HttpError)?.errors ?? {}
      form.setFields(Object.entries(errors).map(([name, messages]) => ({
        name, errors: Array.isArray(messages) ? messages.map(String) : [String((messages as { key?: string })?.key ?? messages)],
      })))
    } finally {
      setSaving(false)
    }
  }

  const render = (field: FieldDef) => (value: unknown, record: BaseRecord) => {
    if (props.cells?.[field.name]) return props.cells[field.name](value, record)
    if (field.type === 'file') return <FileLink file={value as StoredFile} entity={resource} entityId={Number(record.id)} />
    if (field.type === 'files') {
      const files = Array.isArray(value) ? (value as StoredFile[]) : []
      if (!files.length) return t('common.empty_value')
      return (
        <Space direction="vertical" size={0} data-testid={`${testId}-${field.name}-${record.id}`}>
          {files.map((file) => <FileLink key={file.file_url} file={file} entity={resource} entityId={Number(record.id)} />)}
        </Space>
      )
    }
    return formatCell(t, def, field, record)
  }

  return (
    <Card
      data-testid={`${testId}-panel`}
      title={props.title ?? t(`${resource}.titles.list`)}
      extra={canCreate && (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => open('new')} data-testid={`${testId}-add`}>
          {t('organisation.add')}
        </Button>
      )}
    >
      {props.description && <Typography.Paragraph type="secondary">{props.description}</Typography.Paragraph>}
      <Table {...tableProps} rowKey="id" locale={{ emptyText: <EmptyState /> }} scroll={{ x: true }}>
        {columns.map((field) => (
          <Table.Column<BaseRecord> key={field.name} dataIndex={field.name} title={t(fieldLabelKey(def.name, field))} render={render(field)} />
        ))}
        <Table.Column<BaseRecord>
          key="actions"
          title={t('common.actions')}
          render={(_, record) => (
            <Space size="small" wrap>
              {props.rowActions?.(record)}
              {mayWrite('update', record) && (
                <Button size="small" icon={<EditOutlined />} aria-label={t('common.edit')} onClick={() => open(record)} data-testid={`${testId}-edit-${record.id}`} />
              )}
              {mayWrite('delete', record) && (
                <Popconfirm
                  title={t('common.confirm_delete')}
                  onConfirm={() => remove({ resource, id: record.id!, successNotification: { type: 'success', message: t('organisation.deleted') }, errorNotification })}
                >
                  <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('common.delete')} data-testid={`${testId}-delete-${record.id}`} />
                </Popconfirm>
              )}
            </Space>
          )}
        />
      </Table>
      <Modal
        open={editing !== null}
        title={t(`${resource}.titles.${editing === 'new' ? 'create' : 'edit'}`)}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        confirmLoading={saving}
        width={720}
        destroyOnHidden
        okButtonProps={{ 'data-testid': `${testId}-save` } as Record<string, string>}
      >
        <Form form={form} layout="vertical" onFinish={save} data-testid={`${testId}-form`}>
          <Row gutter={16}>
            {formFields.map((field) => (
              <Col key={field.name} xs={24} md={field.type === 'text' || field.type === 'file' || field.type === 'files' ? 24 : 12}>
                <Form.Item name={field.name} label={t(fieldLabelKey(def.name, field))} required={!!field.required} {...valueAdapters(field)}>
                  {props.inputs?.[field.name] ?? (field.type === 'file'
                    ? <FileField testId={`${testId}-${field.name}`} />
                    : fieldInput(t, field, undefined, { ownerType: owner.type, ownerKey: ownerKey(owner), testId: `${testId}-${field.name}` }))}
                </Form.Item>
              </Col>
            ))}
          </Row>
        </Form>
      </Modal>
    </Card>
  )
}
