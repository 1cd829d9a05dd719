import { useEffect, useState, type ReactNode } from 'react'
import { Button, Card, Form, Spin } from 'antd'
import { useTranslation } from 'react-i18next'
import { can, getResource, writableFields, type AnyRow } from '@hr/shared'
import { ResourceForm } from '../../../../screens/generic/ResourceForm'
import { defaultValues } from '../../../../screens/generic/form-values'
import { ManagedByHr } from '../../../../screens/generic/ReadOnlyValue'
import { useProfile } from '../../../../hooks/useProfile'
import { EmptyState } from '../../../../components/EmptyState'
import { apiPost } from '../../../../providers/http-calls'
import { useInvalidateList, usePersonRecords } from '../../../../components/records/usePersonRecords'
import { applyFieldErrors, errorMessage } from '../../../../components/records/form-errors'
import { useToast } from '../../../../components/records/useToast'


interface Props {
  /** a person-owned catalogue resource with at most one row per person (employment_info, work_info) */
  resource: string
  personId: number
  title: ReactNode
}

/**
 * The one row a person has of a resource, as an always-open form: created on the first save,
 * updated afterwards. Fields, rules and access come from the catalogue (the same `can()` and
 * cross-field rules the API applies); the API's field errors land under their inputs.
 */
export function SingleRecordCard({ resource, personId, title }: Props) {
  const { t } = useTranslation()
  const toast = useToast()
  const profile = useProfile()
  const invalidateList = useInvalidateList()
  const base = getResource(resource)
  const def = { ...base, fields: base.fields.filter((f) => f.name !== 'person_id') }
  const [form] = Form.useForm()
  const [saving, setSaving] = useState(false)
  const { rows, isLoading, error } = usePersonRecords(resource, personId)
  const row = rows[0] as AnyRow | undefined
  const editable = row ? can(profile, 'update', base, row) : can(profile, 'create', base, { person_id: personId })

  useEffect(() => {
    form.resetFields()
    form.setFieldsValue(row ?? defaultValues(def))
    // Only a new answer from the API resets the form (def is rebuilt every render).
  }, [row, form])

  const save = async (payload: Record<string, unknown>) => {
    setSaving(true)
    try {
      if (row) await apiPost(`/${base.path}/${row.id}`, { update_data: payload })
      else await apiPost(`/${base.path}`, { ...payload, person_id: personId })
      toast.success(t('employment.tabs.saved'))
      await invalidateList(resource)
    } catch (error) {
      if (!applyFieldErrors(form, error, writableFields(def).map((f) => f.name))) {
        toast.error(errorMessage(error, t('messages.error_occurred_contact_admin')))
      }
    } finally {
      setSaving(false)
    }
  }

  if (isLoading) return <Spin />
  // Refused (e.g. a manager without the info privilege): the card says so instead of an empty form.
  if (error) return <Card title={title} style={{ marginBottom: 16 }}><EmptyState /></Card>
  // Nothing recorded yet and nothing the reader may add: say so rather than show a form of blanks.
  if (!row && !editable) return <Card title={title} style={{ marginBottom: 16 }}><EmptyState description={t('employment.tabs.no_terms')} /></Card>
  return (
    <Card
      title={title}
      data-testid={`single-${resource}`}
      style={{ marginBottom: 16 }}
      extra={editable && <Button type="primary" loading={saving} onClick={() => form.submit()}>{t('employment.tabs.save')}</Button>}
    >
      {/* Read by its person or a data manager: the values as text, HR's to change (no faded disabled inputs). */}
      {!editable && <div style={{ marginBottom: 16 }}><ManagedByHr text={t('employment.tabs.managed_by_hr')} /></div>}
      <ResourceForm
        def={def}
        mode={row ? 'edit' : 'create'}
        form={form}
        formProps={{ form, name: resource, onFinish: save as never }}
        record={row}
        readOnly={editable ? undefined : 'all'}
      />
    </Card>
  )
}
