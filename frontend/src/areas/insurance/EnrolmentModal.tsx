import { useEffect, useState } from 'react'
import { FormModal } from '../../components/records/FormModal'
import { Col, Form, Input, Row, Select, Tag } from 'antd'
import { useForm } from '@refinedev/antd'
import { useTranslation } from 'react-i18next'
import { getResource, type FieldDef } from '@hr/shared'
import { valueAdapters } from '../../screens/generic/FieldInput'
import { CatalogueFormItem } from '../../screens/generic/CatalogueFormItem'
import { ReferenceSelect } from '../../screens/generic/ReferenceSelect'
import { FilesInput } from '../../components/upload/FilesInput'
import { useToast } from '../../components/records/useToast'
import { fmtMoney } from '../../components/formats'
import type { InsuranceEnrolment, InsurancePlan } from './model'
import { ENROLMENT_FIELDS, enrolmentPayload, enrolmentViolations, planChoices } from './insurance-logic'
import { quietForm, reportSaveError } from './save-errors'

const def = getResource('insurance_enrolment')
const field = (name: string) => def.fields.find((f) => f.name === name) as FieldDef

interface Props {
  open: boolean
  /** whose enrolment a new one is; null on the company-wide list, where the form asks for the person */
  personId: number | null
  /** the enrolment to change, or null for a new one */
  enrolment: InsuranceEnrolment | null
  plans: InsurancePlan[]
  onClose: () => void
  onSaved?: (row: InsuranceEnrolment) => void
}

/**
 * Enrol a person in a plan (or change an enrolment): one of the company's active plans, the plan
 * start and end dates, the member number, the policy and cards, notes. The API's field errors land
 * under their inputs (an inactive plan, an end before the start, dependents outside new dates).
 */
export function EnrolmentModal({ open, personId, enrolment, plans, onClose, onSaved }: Props) {
  const { t } = useTranslation()
  const toast = useToast()
  // Refine's form writes the enrolment (create or update) and reads it and its lists again.
  const { form, onFinish } = useForm<InsuranceEnrolment>({ resource: 'insurance_enrolment', action: enrolment ? 'edit' : 'create', id: enrolment?.id, ...quietForm })
  const [saving, setSaving] = useState(false)
  const planId = Form.useWatch('plan_id', form) as number | undefined
  const askPerson = !enrolment && !personId
  const plan = plans.find((p) => p.id === planId)

  useEffect(() => {
    if (!open) return
    form.resetFields()
    form.setFieldsValue(enrolment ?? { files: [] })
  }, [open, enrolment, form])

  const save = async (values: Record<string, unknown>) => {
    const violations = enrolmentViolations({ ...enrolment, ...values })
    if (violations.length) {
      form.setFields(violations.map((v) => ({ name: v.field, errors: [t(v.message)] })))
      return
    }
    setSaving(true)
    try {
      const saved = await onFinish(enrolment ? enrolmentPayload(values) : enrolmentPayload(values, personId ?? (values.person_id as number | null)))
      toast.success(t(enrolment ? 'common.saved' : 'insurance_ui.enrolled'))
      if (saved) onSaved?.(saved.data as InsuranceEnrolment)
      onClose()
    } catch (error) {
      reportSaveError(form, error, [...ENROLMENT_FIELDS, ...(askPerson ? ['person_id'] : [])], toast.error, t('messages.error_occurred_contact_admin'))
    } finally {
      setSaving(false)
    }
  }

  const label = (name: string) => t(`insurance_enrolment.fields.${name}`)
  const planHelp = plan && (
    <span data-testid="enrolment-plan-help">
      {t(`enums.purchasing_type.${plan.purchasing_type}`)}
      {plan.premium ? ` · ${t('insurance_ui.premium_per_month', { amount: fmtMoney(plan.premium, plan.currency) })}` : ''}
    </span>
  )
  return (
    <FormModal
      open={open} title={t(enrolment ? 'insurance_enrolment.titles.edit' : 'insurance_enrolment.titles.create')} okTestId="enrolment-ok"
      saving={saving} width={720} form={form} onClose={onClose}
    >
      <Form form={form} name="enrolment" layout="vertical" onFinish={save}>
        <Row gutter={16}>
          {askPerson && (
            <Col xs={24}>
              <Form.Item name="person_id" label={label('person_id')} required {...valueAdapters(field('person_id'))}>
                <ReferenceSelect field={field('person_id')} testId="enrolment-person" />
              </Form.Item>
            </Col>
          )}
          <Col xs={24}>
            <Form.Item name="plan_id" label={label('plan_id')} required extra={planHelp || undefined}>
              <Select
                showSearch
                optionFilterProp="title"
                data-testid="enrolment-plan"
                options={planChoices(plans, enrolment?.plan_id).map((o) => ({
                  value: o.value,
                  label: o.label,
                  title: o.label,
                  // An inactive plan stays visible on the enrolment that names it, marked.
                  ...(o.inactive ? { label: <>{o.label} <Tag>{t('insurance_ui.plan_inactive')}</Tag></> } : {}),
                }))}
              />
            </Form.Item>
          </Col>
          <CatalogueFormItem def={def} name="plan_start_date" />
          <CatalogueFormItem def={def} name="plan_end_date" />
          <Col xs={24} md={12}>
            <Form.Item name="member_number" label={label('member_number')}><Input maxLength={100} autoComplete="off" /></Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="files" label={label('files')}><FilesInput testId="enrolment-files" /></Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="notes" label={label('notes')}><Input.TextArea rows={2} maxLength={2000} /></Form.Item>
          </Col>
        </Row>
      </Form>
    </FormModal>
  )
}
