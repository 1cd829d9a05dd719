import { useEffect } from 'react'
import { useCreate, useUpdate, type HttpError } from '@refinedev/core'
import { Alert, Form, Modal } from 'antd'
import { useTranslation } from 'react-i18next'
import { getResource, writableFields, type contractorContract, type RowOf } from '@hr/shared'
import { ResourceForm } from '../../screens/generic/ResourceForm'
import { defaultValues } from '../../screens/generic/form-values'
import { applyFieldErrors, errorMessage } from '../../components/records/form-errors'
import { useToast } from '../../components/records/useToast'

export type ContractRow = RowOf<typeof contractorContract>

interface Props {
  personId: number
  /** the contract to edit, 'new' to add one, null when closed */
  editing: ContractRow | 'new' | null
  onClose: () => void
  onSaved: (row: ContractRow) => void | Promise<void>
}

const base = getResource('contractor_contract')
// The contractor is fixed by the page: the form offers the terms.
const def = { ...base, fields: base.fields.filter((f) => f.name !== 'person_id') }

/**
 * Add or edit a contract's terms with the catalogue's generic form, saved through the data provider
 * (which refreshes the contract's lists and page); the API's field errors land under the fields.
 */
export function ContractFormModal({ personId, editing, onClose, onSaved }: Props) {
  const { t } = useTranslation()
  const toast = useToast()
  const [form] = Form.useForm()
  const { mutateAsync: create, mutation: creating } = useCreate<ContractRow, HttpError>()
  const { mutateAsync: update, mutation: updating } = useUpdate<ContractRow, HttpError>()
  const mode = editing === 'new' ? 'create' : 'edit'

  useEffect(() => {
    if (editing === null) return
    form.resetFields()
    form.setFieldsValue(editing === 'new' ? defaultValues(def) : editing)
  }, [editing, form])

  const save = async (payload: Record<string, unknown>) => {
    // The screen words its own success and refusal (the latter under the fields where it can).
    const quiet = { successNotification: false, errorNotification: false } as const
    try {
      const { data: row } = editing === 'new'
        ? await create({ resource: base.name, values: { ...payload, person_id: personId }, ...quiet })
        : await update({ resource: base.name, id: (editing as ContractRow).id, values: payload, ...quiet })
      toast.success(t(editing === 'new' ? 'common.created' : 'common.saved'))
      await onSaved(row)
    } catch (error) {
      if (!applyFieldErrors(form, error, writableFields(def).map((f) => f.name))) {
        toast.error(errorMessage(error, t('messages.error_occurred_contact_admin')))
      }
    }
  }

  return (
    <Modal
      open={editing !== null}
      title={t(`contractor_contract.titles.${mode}`)}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={creating.isPending || updating.isPending}
      okButtonProps={{ 'data-testid': 'contract-save' } as Record<string, string>}
      width={720}
      forceRender
    >
      {editing !== null && editing !== 'new' && editing.status === 'signed' && (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={t('contractor_ui.signed_edit_warning')} />
      )}
      <ResourceForm
        def={def}
        mode={mode}
        form={form}
        formProps={{ form, name: 'contractor_contract', onFinish: save as never }}
        record={editing && editing !== 'new' ? editing : undefined}
      />
    </Modal>
  )
}
