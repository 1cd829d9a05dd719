import { useEffect, useState } from 'react'
import { Button, Card, Form, Spin } from 'antd'
import { useTranslation } from 'react-i18next'
import { can, getResource, selfEditViolations } from '@hr/shared'
import { ResourceForm } from '../../../screens/generic/ResourceForm'
import { useProfile } from '../../../hooks/useProfile'
import { apiPost } from '../../../providers/http-calls'
import { applyFieldErrors, errorMessage } from '../../../components/records/form-errors'
import { useInvalidatePerson, usePerson } from '../../../components/records/usePerson'
import { useToast } from '../../../components/records/useToast'
import type { PersonTabProps } from './tab-props'
import { PassportSection } from './PassportSection'
import { RecordSection } from '../../../components/records/RecordSection'

/** The personal information fields of a Person (domain §3); work and employment data have their own tabs. */
export const PERSONAL_FIELDS = [
  'name', 'personal_email', 'phone', 'birth_date', 'gender', 'nationality', 'country', 'host_country',
  'highest_education', 'location', 'permanent_address', 'mailing_address',
]

export default function PersonalTab({ personId }: PersonTabProps) {
  const { t } = useTranslation()
  const toast = useToast()
  const profile = useProfile()
  const invalidatePerson = useInvalidatePerson()
  const { data: person, isLoading } = usePerson(personId)
  const [form] = Form.useForm()
  const [saving, setSaving] = useState(false)
  const people = getResource('people')
  const editable = !!person && can(profile, 'update', people, person)
  // Editing one's own record: the fields that stay HR's (home and host country) show their value, marked as HR's.
  const locked = editable && profile
    ? selfEditViolations(profile, people, person, Object.fromEntries(PERSONAL_FIELDS.map((f) => [f, true]))).map((v) => v.field)
    : []
  const def = { ...people, fields: people.fields.filter((f) => PERSONAL_FIELDS.includes(f.name)) }

  useEffect(() => {
    if (person) form.setFieldsValue(person)
  }, [person, form])

  const save = async (payload: Record<string, unknown>) => {
    setSaving(true)
    try {
      await apiPost(`/people/${personId}`, { update_data: payload })
      toast.success(t('common.saved'))
      await invalidatePerson(personId)
    } catch (error) {
      if (!applyFieldErrors(form, error, PERSONAL_FIELDS)) toast.error(errorMessage(error, t('messages.error_occurred_contact_admin')))
    } finally {
      setSaving(false)
    }
  }

  if (isLoading || !person) return <Spin />
  return (
    <>
      <Card
        title={t('people_ui.personal.title')}
        style={{ marginBottom: 16 }}
        extra={editable && <Button type="primary" loading={saving} onClick={() => form.submit()}>{t('common.save')}</Button>}
      >
        <fieldset disabled={!editable} style={{ border: 0, padding: 0, margin: 0 }}>
          <ResourceForm def={def} mode="edit" form={form} formProps={{ form, name: 'personal', onFinish: save as any, disabled: !editable }} record={person}
            readOnly={editable ? locked : 'all'} />
        </fieldset>
      </Card>
      <PassportSection personId={personId} />
      <RecordSection resource="emergency_contact" personId={personId} />
    </>
  )
}
