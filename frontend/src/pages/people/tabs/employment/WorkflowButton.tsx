import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { Button, Form, Modal } from 'antd'
import { useTranslation } from 'react-i18next'
import { getResource } from '@hr/shared'
import { ResourceForm } from '../../../../screens/generic/ResourceForm'
import { apiPost } from '../../../../components/records/api'
import { applyFieldErrors, errorMessage } from '../../../../components/records/form-errors'
import { personQueryKey } from '../../../../components/records/usePerson'
import { useToast } from '../../../../components/records/useToast'

interface Props {
  personId: number
  /** the workflow call under /api (e.g. /people/1/set-expat) */
  path: string
  label: string
  /** the catalogue resource the workflow writes, and which of its fields the form asks for */
  resource: string
  fields: string[]
  disabled?: boolean
}

/** A lifecycle workflow (set/stop expat, change country) as a button and a form of the record it writes. */
export function WorkflowButton({ personId, path, label, resource, fields, disabled }: Props) {
  const { t } = useTranslation()
  const toast = useToast()
  const queryClient = useQueryClient()
  const [form] = Form.useForm()
  const [open, setOpen] = useState(false)
  const [saving, setSaving] = useState(false)
  const base = getResource(resource)
  const def = { ...base, fields: base.fields.filter((f) => fields.includes(f.name)).map((f) => ({ ...f, required: f.required || fields[0] === f.name })) }

  const submit = async (payload: Record<string, unknown>) => {
    setSaving(true)
    try {
      await apiPost(path, payload)
      toast.success(t('employment.tabs.saved'))
      setOpen(false)
      await queryClient.invalidateQueries({ queryKey: personQueryKey(personId) })
      await queryClient.invalidateQueries({ queryKey: ['person-records'] })
      await queryClient.invalidateQueries({ queryKey: ['edv-latest'] })
    } catch (error) {
      if (!applyFieldErrors(form, error, fields)) toast.error(errorMessage(error, t('messages.error_occurred_contact_admin')))
    } finally {
      setSaving(false)
    }
  }

  return (
    <>
      <Button disabled={disabled} onClick={() => { form.resetFields(); setOpen(true) }}>{label}</Button>
      <Modal
        open={open}
        title={label}
        onCancel={() => setOpen(false)}
        onOk={() => form.submit()}
        okText={t('employment.tabs.submit')}
        cancelText={t('employment.tabs.cancel')}
        confirmLoading={saving}
        forceRender
      >
        <ResourceForm def={def} mode="create" form={form} formProps={{ form, name: path.split('/').pop(), onFinish: submit as never }} />
      </Modal>
    </>
  )
}
