import { useState, type ReactNode } from 'react'
import { Button, Form, Modal } from 'antd'
import { useTranslation } from 'react-i18next'
import { getResource } from '@hr/shared'
import { ResourceForm } from '../../../../screens/generic/ResourceForm'
import { apiPost } from '../../../../providers/http-calls'
import { applyFieldErrors, errorMessage } from '../../../../components/records/form-errors'
import { useInvalidatePerson } from '../../../../components/records/usePerson'
import { useInvalidatePersonRecords } from '../../../../components/records/usePersonRecords'
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
  /** fields also required (besides the first) */
  required?: string[]
  /** locale keys of the API's own words when one of those is missing */
  requiredMessages?: Record<string, string>
  /** inputs replacing a field's generic one */
  inputs?: Partial<Record<string, ReactNode>>
  /** more of the workflow's fields, drawn after the record's in the same form */
  extra?: ReactNode
  /** the names of those fields: the API's errors about them land under them too */
  extraFields?: string[]
  /** what those fields add to the call, from every value of the form */
  extraPayload?: (values: Record<string, unknown>) => Record<string, unknown>
  /** the success message for the workflow's answer (default: saved) */
  doneMessage?: (result: unknown) => string
  /** after the call succeeded (e.g. refresh what it also changed) */
  onDone?: (result: unknown) => void | Promise<unknown>
}

/** A lifecycle workflow (set/stop expat, change country) as a button and a form of the record it writes. */
export function WorkflowButton({ personId, path, label, resource, fields, disabled, required = [], requiredMessages, inputs, extra, extraFields = [], extraPayload, doneMessage, onDone }: Props) {
  const { t } = useTranslation()
  const toast = useToast()
  const invalidatePerson = useInvalidatePerson()
  const invalidatePersonRecords = useInvalidatePersonRecords()
  const [form] = Form.useForm()
  const [open, setOpen] = useState(false)
  const [saving, setSaving] = useState(false)
  const base = getResource(resource)
  const def = { ...base, fields: base.fields.filter((f) => fields.includes(f.name)).map((f) => ({ ...f, required: f.required || fields[0] === f.name || required.includes(f.name) })) }

  const submit = async (payload: Record<string, unknown>) => {
    setSaving(true)
    try {
      const result = await apiPost(path, { ...payload, ...extraPayload?.(form.getFieldsValue(true)) })
      toast.success(doneMessage?.(result) ?? t('employment.tabs.saved'))
      setOpen(false)
      await onDone?.(result)
      await invalidatePerson(personId)
      // Every read through the data provider, the country data section's included.
      await invalidatePersonRecords()
    } catch (error) {
      if (!applyFieldErrors(form, error, [...fields, ...extraFields])) toast.error(errorMessage(error, t('messages.error_occurred_contact_admin')))
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
        <ResourceForm def={def} mode="create" form={form} formProps={{ form, name: path.split('/').pop(), onFinish: submit as never }} inputs={inputs} requiredMessages={requiredMessages}>
          {extra}
        </ResourceForm>
      </Modal>
    </>
  )
}
