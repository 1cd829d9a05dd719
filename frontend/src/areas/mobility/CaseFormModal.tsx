import { useEffect, useState } from 'react'
import { FormModal } from '../../components/records/FormModal'
import { Col, Form, Input, Row } from 'antd'
import { useForm } from '@refinedev/antd'
import { useTranslation } from 'react-i18next'
import { getResource } from '@hr/shared'
import { CatalogueFormItem } from '../../screens/generic/CatalogueFormItem'
import { FilesInput } from '../../components/upload/FilesInput'
import { applyFieldErrors, errorMessage } from '../../components/records/form-errors'
import { useToast } from '../../components/records/useToast'
import { usePerson } from '../../components/records/usePerson'
import { useProfile } from '../../hooks/useProfile'
import { CurrencySelect } from '../../components/CurrencySelect'
import type { MobilityCase } from './model'
import { CASE_FORM_FIELDS, casePayload, mayReadFees } from './mobility-logic'

interface Props {
  open: boolean
  /** the case to change, or null for a new one */
  kase: MobilityCase | null
  /** a new case for this person (their person tab): the person is not picked */
  personId?: number
  onClose: () => void
  onSaved?: (saved: MobilityCase) => void
}

/**
 * Open a visa case (or change an open one): the person (picked from the people list, or fixed on
 * their tab), leaving and visiting country, visa type, arrive and visa expiry dates, the fees with
 * their currency for those who may see them, files and notes. The API's field errors land under
 * their inputs; any other refusal is a toast.
 */
const caseDef = getResource('mobility_case')

export function CaseFormModal({ open, kase, personId, onClose, onSaved }: Props) {
  const { t } = useTranslation()
  const toast = useToast()
  const profile = useProfile()
  // Refine's form writes the case (create or update) and reads it and its lists again. The case is
  // at hand (no read); this modal reports the API's refusal and what it saved itself.
  const { form, onFinish } = useForm<MobilityCase>({
    resource: 'mobility_case', action: kase ? 'edit' : 'create', id: kase?.id, redirect: false, queryOptions: { enabled: false },
    successNotification: false, errorNotification: false, disableServerSideValidation: true, warnWhenUnsavedChanges: false,
  })
  const [saving, setSaving] = useState(false)
  const create = !kase
  const withFees = mayReadFees(profile, kase ?? (personId ? { person_id: personId, status: 'information_collection' } : undefined))
  const fixedPerson = kase?.person_id ?? personId ?? null
  const { data: fixed } = usePerson(fixedPerson)
  // A picked person's home country is the usual leaving country, their host country the visiting one.
  const picked = Form.useWatch('person_id', form) as number | null | undefined
  const { data: pickedPerson } = usePerson(create && !personId ? picked : null)

  useEffect(() => {
    if (!open) return
    form.resetFields()
    form.setFieldsValue(kase ? { ...kase, files: kase.files ?? [] } : { person_id: personId ?? undefined, files: [] })
  }, [open, kase, personId, form])

  const prefillFrom = create ? (personId ? fixed : pickedPerson) : null
  useEffect(() => {
    if (!open || !prefillFrom) return
    // Only while the user has not chosen a country themselves.
    if (!form.isFieldTouched('leaving_country') && prefillFrom.country) form.setFieldValue('leaving_country', prefillFrom.country)
    const host = prefillFrom.host_country
    if (!form.isFieldTouched('visiting_country') && typeof host === 'string' && host) form.setFieldValue('visiting_country', host)
  }, [open, prefillFrom, form])

  const save = async (values: Record<string, unknown>) => {
    setSaving(true)
    try {
      const body = casePayload({ ...values, ...(create && personId ? { person_id: personId } : {}) }, { create, withFees })
      const saved = await onFinish(body)
      toast.success(t(kase ? 'common.saved' : 'mobility_ui.case_opened'))
      onClose()
      if (saved) onSaved?.(saved.data)
    } catch (error) {
      if (!applyFieldErrors(form, error, [...CASE_FORM_FIELDS])) toast.error(errorMessage(error, t('messages.error_occurred_contact_admin')))
    } finally {
      setSaving(false)
    }
  }

  const label = (name: string) => t(`mobility_case.fields.${name}`)
  const money = (name: string) => (
    <Col xs={24} md={8}>
      <Form.Item name={name} label={label(name)}><Input inputMode="decimal" autoComplete="off" /></Form.Item>
    </Col>
  )

  return (
    <FormModal
      open={open} title={t(kase ? 'mobility_case.titles.edit' : 'mobility_case.titles.create')} okText={t(kase ? 'common.save' : 'mobility_ui.open_case')} okTestId="mobility-case-ok"
      saving={saving} width={760} form={form} onClose={onClose}
    >
      <Form
        form={form} name="mobility-case" layout="vertical" onFinish={save} data-testid="mobility-case-form"
        // The API's message under a field goes once the field is changed.
        onValuesChange={(changed) => form.setFields(Object.keys(changed).map((name) => ({ name, errors: [] })))}
      >
        <Row gutter={16}>
          {fixedPerson ? (
            <Col xs={24}>
              <Form.Item label={label('person_id')}>
                <Input value={fixed?.name ?? `#${fixedPerson}`} disabled data-testid="mobility-case-fixed-person" />
              </Form.Item>
            </Col>
          ) : <CatalogueFormItem def={caseDef} name="person_id" span={24} context={{ testId: 'mobility-case-person_id' }} />}
          <CatalogueFormItem def={caseDef} name="leaving_country" context={{ testId: 'mobility-case-leaving_country' }} />
          <CatalogueFormItem def={caseDef} name="visiting_country" context={{ testId: 'mobility-case-visiting_country' }} />
          <CatalogueFormItem def={caseDef} name="visa_type" span={8} context={{ testId: 'mobility-case-visa_type' }} />
          <CatalogueFormItem def={caseDef} name="arrive_date" span={8} context={{ testId: 'mobility-case-arrive_date' }} />
          <CatalogueFormItem def={caseDef} name="visa_expiry_date" span={8} context={{ testId: 'mobility-case-visa_expiry_date' }} />
          {withFees && (
            <>
              <Col xs={24} md={8}>
                <Form.Item name="currency" label={label('currency')}><CurrencySelect testId="mobility-case-currency" /></Form.Item>
              </Col>
              {money('service_fee')}
              {money('vendor_cost')}
            </>
          )}
          <Col xs={24}>
            <Form.Item name="files" label={label('files')}><FilesInput testId="mobility-case-files" /></Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="notes" label={label('notes')}><Input.TextArea rows={3} maxLength={2000} /></Form.Item>
          </Col>
        </Row>
      </Form>
    </FormModal>
  )
}
