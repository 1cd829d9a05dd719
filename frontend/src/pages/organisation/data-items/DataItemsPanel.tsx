import { useState, type ReactNode } from 'react'
import { useTable } from '@refinedev/antd'
import { useInvalidate, type BaseRecord, type HttpError } from '@refinedev/core'
import { Button, Card, Col, Form, Modal, Popconfirm, Row, Space, Table, Typography } from 'antd'
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { LIST_PAGE_SIZE, crossFieldViolations, fieldLabelKey, getResource, type FieldDef } from '@hr/shared'
import { useRecordAccess } from '../../../hooks/useRecordAccess'
import { EmptyState } from '../../../components/EmptyState'
import { fieldInput, valueAdapters } from '../../../screens/generic/FieldInput'
import { formatValue } from '../../../screens/generic/format'
import { toPayload, defaultValues } from '../../../screens/generic/form-values'
import { useToast } from '../../../components/records/useToast'
import { applyFieldErrors, errorMessage } from '../../../components/records/form-errors'
import { DictionaryEditor, ENTRIES } from './DictionaryEditor'
import { DictionaryList } from './DictionaryList'
import { ActingCompanyPicker } from './ActingCompanyPicker'
import { deleteItem, EntryError, listEntries, saveEntries, saveItem } from './data-item-api'
import { duplicateLanguageRows, entryChanges, withStoredIds, type DictionaryEntry } from './data-item-logic'

type Kind = 'cdt' | 'edt'
const RESOURCE = 'data_item'
/** Per kind: the item's own fields (kind is fixed by the panel; the country only for country-specific items). */
const FIELDS: Record<Kind, string[]> = {
  cdt: ['name', 'display_order', 'value_type', 'is_personal'],
  edt: ['name', 'iso_code', 'display_order', 'value_type', 'is_personal'],
}

/**
 * Definitions of country-specific (EDT) or company-specific (CDT) data items (domain §3) with their
 * dictionary per language, for the acting customer. Item fields, labels and rules come from the
 * catalogue; the dictionary is edited in the same dialog and written entry by entry.
 */
export function DataItemsPanel({ kind, title, description, pickCompany }: {
  kind: Kind
  title: ReactNode
  description?: ReactNode
  /** a company picker beside the add button (the superadmin portal has no company switcher) */
  pickCompany?: boolean
}) {
  const { t } = useTranslation()
  const def = getResource(RESOURCE)
  const allowed = useRecordAccess(def)
  const toast = useToast()
  const invalidate = useInvalidate()
  const [form] = Form.useForm()
  const [editing, setEditing] = useState<{ id: number | null; stored: DictionaryEntry[] } | null>(null)
  const [saving, setSaving] = useState(false)
  const [revision, setRevision] = useState(0)
  const testId = `data-items-${kind}`
  const { tableProps } = useTable<BaseRecord>({
    resource: RESOURCE,
    pagination: { pageSize: LIST_PAGE_SIZE },
    filters: { permanent: [{ field: 'kind', operator: 'in', value: [kind] }] },
    sorters: { initial: [{ field: 'display_order', order: 'asc' }] },
    syncWithLocation: false,
  })

  const byName = new Map(def.fields.map((f) => [f.name, f]))
  const fields = FIELDS[kind].map((n) => byName.get(n)!).filter(Boolean) as FieldDef[]
  const refresh = async () => {
    setRevision((r) => r + 1)
    await invalidate({ resource: RESOURCE, invalidates: ['list'] })
  }

  const open = async (record: BaseRecord | 'new') => {
    form.resetFields()
    if (record === 'new') {
      form.setFieldsValue({ ...defaultValues(def), [ENTRIES]: [{ key: 'data', lang: 'en', value: '' }] })
      setEditing({ id: null, stored: [] })
      return
    }
    try {
      const stored = await listEntries(Number(record.id))
      form.setFieldsValue({ ...record, [ENTRIES]: stored })
      setEditing({ id: Number(record.id), stored })
    } catch (error) {
      toast.error(errorMessage(error, t('messages.error_occurred_contact_admin')))
    }
  }

  const save = async (values: Record<string, unknown>) => {
    if (!editing) return
    const entries = ((values[ENTRIES] ?? []) as DictionaryEntry[]).map((e) => ({ ...e, id: e.id ? Number(e.id) : undefined }))
    const item = { ...values, kind }
    const violations = crossFieldViolations(def, item)
    const duplicates = duplicateLanguageRows(entries)
    if (violations.length || duplicates.length) {
      form.setFields([
        ...violations.map((v) => ({ name: v.field, errors: [t(v.message)] })),
        ...duplicates.map((i) => ({ name: [ENTRIES, i, 'lang'], errors: [t('messages.duplicate_language')] })),
      ])
      return
    }
    setSaving(true)
    let id = editing.id
    try {
      const itemValues = Object.fromEntries(fields.map((f) => [f.name, values[f.name]]))
      const saved = await saveItem(id, id === null ? { ...toPayload(def, itemValues, 'create'), kind } : toPayload(def, itemValues, 'edit'))
      id = Number(saved.id)
      // From here on a retry edits the item just written, whatever its dictionary does.
      setEditing({ id, stored: editing.stored })
      await saveEntries(id, entryChanges(editing.stored, entries))
      setEditing(null)
      toast.success(t('common.saved'))
    } catch (error) {
      if (error instanceof EntryError) {
        // The entries before the failing one are written: the editor continues from what is stored now.
        const stored = id !== null ? await listEntries(id).catch(() => null) : null
        if (stored && id !== null) {
          setEditing({ id, stored })
          form.setFieldValue(ENTRIES, withStoredIds(entries, stored))
        }
        const cause = error.cause as HttpError
        if (error.index !== null) form.setFields([{ name: [ENTRIES, error.index, 'lang'], errors: [errorMessage(cause, t('messages.duplicate_language'))] }])
        else toast.error(errorMessage(cause, t('messages.error_occurred_contact_admin')))
      } else if (!applyFieldErrors(form, error, fields.map((f) => f.name))) {
        toast.error(errorMessage(error, t('messages.error_occurred_contact_admin')))
      }
    } finally {
      setSaving(false)
      await refresh()
    }
  }

  const remove = async (record: BaseRecord) => {
    try {
      await deleteItem(Number(record.id))
      toast.success(t('common.deleted_success'))
      await refresh()
    } catch (error) {
      toast.error(errorMessage(error, t('messages.error_occurred_contact_admin')))
    }
  }

  return (
    <Card
      data-testid={`${testId}-panel`}
      title={title}
      extra={(
        <Space wrap>
          {pickCompany && <ActingCompanyPicker onChange={refresh} />}
          {allowed('create', { kind } as BaseRecord) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => open('new')} data-testid={`${testId}-add`}>
              {t('data_item.titles.create')}
            </Button>
          )}
        </Space>
      )}
    >
      {description && <Typography.Paragraph type="secondary">{description}</Typography.Paragraph>}
      <Table
        {...tableProps}
        rowKey="id"
        size="small"
        locale={{ emptyText: <EmptyState /> }}
        scroll={{ x: true }}
        expandable={{ expandedRowRender: (record) => <DictionaryList itemId={Number(record.id)} revision={revision} /> }}
      >
        {fields.map((field) => (
          <Table.Column<BaseRecord> key={field.name} dataIndex={field.name} title={t(fieldLabelKey(def.name, field))} render={(v) => formatValue(t, field, v)} />
        ))}
        <Table.Column<BaseRecord>
          key="actions"
          title={t('common.actions')}
          render={(_, record) => (
            <Space size="small">
              {allowed('update', record) && (
                <Button size="small" icon={<EditOutlined />} aria-label={`${t('common.edit')} ${record.name}`} onClick={() => open(record)} />
              )}
              {allowed('delete', record) && (
                <Popconfirm title={t('common.confirm_delete')} onConfirm={() => remove(record)}>
                  <Button size="small" danger icon={<DeleteOutlined />} aria-label={`${t('common.delete')} ${record.name}`} />
                </Popconfirm>
              )}
            </Space>
          )}
        />
      </Table>
      <Modal
        open={editing !== null}
        title={t(`data_item.titles.${editing?.id ? 'edit' : 'create'}`)}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        confirmLoading={saving}
        width={820}
        destroyOnHidden
        okButtonProps={{ 'data-testid': `${testId}-save` } as Record<string, string>}
      >
        <Form form={form} layout="vertical" onFinish={save} data-testid={`${testId}-form`} name={testId}>
          <Row gutter={16}>
            {fields.map((field) => (
              <Col key={field.name} xs={24} md={12}>
                <Form.Item
                  name={field.name}
                  label={t(fieldLabelKey(def.name, field))}
                  required={!!field.required || (kind === 'edt' && field.name === 'iso_code')}
                  {...valueAdapters(field)}
                >
                  {fieldInput(t, field)}
                </Form.Item>
              </Col>
            ))}
          </Row>
          <DictionaryEditor />
        </Form>
      </Modal>
    </Card>
  )
}
