import { useState, type ReactNode } from 'react'
import { useInvalidate } from '@refinedev/core'
import { Button, Form, Modal, type FormInstance, type FormProps } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { can, getResource, writableFields, type ResourceDef, type AnyRow } from '@hr/shared'
import { ResourceForm } from '../../screens/generic/ResourceForm'
import type { FieldInputContext } from '../../screens/generic/FieldInput'
import { defaultValues } from '../../screens/generic/form-values'
import { fieldColumn } from '../../screens/generic/format'
import { useProfile } from '../../hooks/useProfile'
import { RecordCard } from './RecordCard'
import { apiDelete, apiPost } from '../../providers/http-calls'
import { usePersonRecords } from './usePersonRecords'
import { applyFieldErrors, errorMessage } from './form-errors'
import { useToast } from './useToast'


/** What a form of the section receives: the same contract as the generic ResourceForm. */
export interface RecordFormProps {
  def: ResourceDef
  mode: 'create' | 'edit'
  form: FormInstance
  formProps: FormProps
  record?: Record<string, unknown>
  /** the person's rows: option lists that depend on the person (their leave types) are theirs */
  inputContext?: FieldInputContext
}

interface Props {
  resource: string
  personId: number
  /** the spec's delete call when it differs from the catalogue's (bank accounts: /bank-account_2/{id}) */
  deletePath?: (id: number) => string
  /** more inputs under the form (e.g. the passport scan), kept by the caller */
  extra?: (mode: 'create' | 'edit') => ReactNode
  /** work after a save succeeded (e.g. filing the passport scan); a failure is shown as a toast */
  afterSave?: (record: AnyRow) => Promise<void>
  onModalClose?: () => void
  /** a bespoke form in place of the generic one (the bank account's per-country form) */
  Form?: (props: RecordFormProps) => ReactNode
  /** how some columns show their value (e.g. a reference's name in place of its id) */
  renderers?: Record<string, (value: unknown, row: AnyRow) => ReactNode>
}

/**
 * The rows one person has in a person-owned catalogue resource, with add/edit in a modal built
 * from the catalogue fields (the generic ResourceForm) and delete — access from the same `can()`.
 */
export function RecordSection({ resource, personId, deletePath, extra, afterSave, onModalClose, Form: CustomForm, renderers }: Props) {
  const { t } = useTranslation()
  const message = useToast()
  const profile = useProfile()
  const invalidate = useInvalidate()
  const base = getResource(resource)
  // The person is fixed by the page: the form offers everything else.
  const def = { ...base, fields: base.fields.filter((f) => f.name !== 'person_id') }
  const [form] = Form.useForm()
  const [editing, setEditing] = useState<AnyRow | 'new' | null>(null)
  const [saving, setSaving] = useState(false)
  const { rows, isFetching } = usePersonRecords<AnyRow>(resource, personId)
  const owner = { person_id: personId }
  const allowed = (action: 'create' | 'update' | 'delete', row?: AnyRow) => can(profile, action, base, { ...row, ...owner })

  const open = (row: AnyRow | 'new') => {
    form.resetFields()
    form.setFieldsValue(row === 'new' ? defaultValues(def) : row)
    setEditing(row)
  }
  const close = () => {
    setEditing(null)
    onModalClose?.()
  }

  const save = async (payload: Record<string, unknown>) => {
    setSaving(true)
    try {
      const record = editing === 'new'
        ? await apiPost<AnyRow>(`/${base.path}`, { ...payload, ...owner })
        : await apiPost<AnyRow>(`/${base.path}/${(editing as AnyRow).id}`, { update_data: payload })
      let afterSaveError: unknown
      try {
        await afterSave?.(record)
      } catch (error) {
        afterSaveError = error
      }
      // The success closes the last attempt's error toast, so the follow-up's failure comes after it.
      message.success(t(editing === 'new' ? 'common.created' : 'common.saved'))
      if (afterSaveError) message.error(errorMessage(afterSaveError, t('messages.error_occurred_contact_admin')))
      close()
      // Every read of the data provider: a save's follow-up may add rows to another section (a passport's scan to the documents).
      await invalidate({ invalidates: ['all'] })
    } catch (error) {
      if (!applyFieldErrors(form, error, writableFields(def).map((f) => f.name))) {
        message.error(errorMessage(error, t('messages.error_occurred_contact_admin')))
      }
    } finally {
      setSaving(false)
    }
  }

  const remove = async (row: AnyRow) => {
    try {
      await apiDelete(deletePath ? deletePath(row.id) : `/${base.path}/${row.id}`)
      message.success(t('common.deleted_success'))
      await invalidate({ resource, invalidates: ['list'] })
    } catch (error) {
      message.error(errorMessage(error, t('messages.error_occurred_contact_admin')))
    }
  }

  const FormOf = CustomForm ?? ResourceForm
  return (
    <RecordCard<AnyRow>
      title={t(`${resource}.titles.list`)}
      testId={`section-${resource}`}
      extra={allowed('create') && (
        <Button icon={<PlusOutlined />} onClick={() => open('new')}>{t(`${resource}.titles.create`)}</Button>
      )}
      rows={rows ?? []}
      loading={isFetching}
      columns={def.fields.filter((f) => f.list).map((field) => ({ ...fieldColumn(t, def.name, field), ...(renderers?.[field.name] ? { render: renderers[field.name] } : {}) }))}
      onEdit={open}
      canEdit={(row) => allowed('update', row)}
      onDelete={remove}
      canDelete={(row) => allowed('delete', row)}
    >
      <Modal
        open={editing !== null}
        title={t(`${resource}.titles.${editing === 'new' ? 'create' : 'edit'}`)}
        onCancel={close}
        onOk={() => form.submit()}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        confirmLoading={saving}
        width={720}
        forceRender
      >
        <FormOf
          def={def}
          mode={editing === 'new' ? 'create' : 'edit'}
          form={form}
          formProps={{ form, name: resource, onFinish: save as any }}
          record={editing && editing !== 'new' ? editing : undefined}
          inputContext={{ optionsQuery: { person_id: personId } }}
        />
        {editing !== null && extra?.(editing === 'new' ? 'create' : 'edit')}
      </Modal>
    </RecordCard>
  )
}
