import { useEffect, useState } from 'react'
import { FormModal } from '../../components/records/FormModal'
import { Col, Form, Input, Row, Select, Typography } from 'antd'
import { useForm } from '@refinedev/antd'
import { useTranslation } from 'react-i18next'
import { DEPENDENT_RELATIONSHIPS, getResource, type FieldDef } from '@hr/shared'
import { valueAdapters } from '../../screens/generic/FieldInput'
import { CatalogueFormItem } from '../../screens/generic/CatalogueFormItem'
import { useCatalogueChecks } from '../../screens/generic/catalogue-checks'
import { useToast } from '../../components/records/useToast'
import type { InsuranceDependent, InsuranceEnrolment } from './model'
import { quietForm } from './save-errors'
import { coverPeriod } from './format'
import { DEPENDENT_FIELDS, dependentDefaults, dependentPayload, dependentViolations } from './insurance-logic'
import { reportSaveError } from './save-errors'

const def = getResource('insurance_dependent')
const field = (name: string) => def.fields.find((f) => f.name === name) as FieldDef

interface Props {
  open: boolean
  enrolment: InsuranceEnrolment
  /** the dependent to change, or null for a new one */
  dependent: InsuranceDependent | null
  onClose: () => void
}

/**
 * Add (or change) a dependent of an enrolment: name, relationship, birth date and the cover, by
 * default the whole plan period. The server refuses cover outside the plan's dates; its message
 * shows under the date it is about.
 */
export function DependentModal({ open, enrolment, dependent, onClose }: Props) {
  const { t } = useTranslation()
  const toast = useToast()
  // Refine's form writes the dependent (create or update) and reads the dependent lists again.
  const { form, onFinish } = useForm<InsuranceDependent>({ resource: 'insurance_dependent', action: dependent ? 'edit' : 'create', id: dependent?.id, ...quietForm })
  const [saving, setSaving] = useState(false)
  const checks = useCatalogueChecks(def)

  useEffect(() => {
    if (!open) return
    form.resetFields()
    form.setFieldsValue(dependent ?? dependentDefaults(enrolment))
  }, [open, dependent, enrolment, form])

  const save = async (values: Record<string, unknown>) => {
    const violations = dependentViolations({ ...dependent, ...values })
    if (violations.length) {
      form.setFields(violations.map((v) => ({ name: v.field, errors: [t(v.message)] })))
      return
    }
    setSaving(true)
    try {
      await onFinish(dependent ? dependentPayload(values) : dependentPayload(values, enrolment.id))
      toast.success(t(dependent ? 'common.saved' : 'insurance_ui.dependent_added'))
      onClose()
    } catch (error) {
      reportSaveError(form, error, DEPENDENT_FIELDS, toast.error, t('messages.error_occurred_contact_admin'))
    } finally {
      setSaving(false)
    }
  }

  const label = (name: string) => t(`insurance_dependent.fields.${name}`)
  return (
    <FormModal
      open={open} title={t(dependent ? 'insurance_dependent.titles.edit' : 'insurance_dependent.titles.create')} okTestId="dependent-ok"
      saving={saving} width={640} form={form} onClose={onClose}
    >
      <Typography.Paragraph type="secondary" data-testid="dependent-plan-period">
        {t('insurance_ui.plan_period_hint', { period: coverPeriod(t, enrolment.plan_start_date, enrolment.plan_end_date) })}
      </Typography.Paragraph>
      <Form form={form} name="dependent" layout="vertical" onFinish={save}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="name" label={label('name')} {...checks('name')}><Input maxLength={255} autoComplete="off" /></Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="relationship" label={label('relationship')} {...checks('relationship')} {...valueAdapters(field('relationship'))}>
              <Select options={DEPENDENT_RELATIONSHIPS.map((r) => ({ value: r, label: t(`enums.relationship.${r}`) }))} data-testid="dependent-relationship" />
            </Form.Item>
          </Col>
          <CatalogueFormItem def={def} name="birth_date" />
          <Col xs={0} md={12} />
          <CatalogueFormItem def={def} name="covered_from" />
          <CatalogueFormItem def={def} name="covered_to" />
          <Col xs={24}>
            <Form.Item name="notes" label={label('notes')}><Input.TextArea rows={2} maxLength={2000} /></Form.Item>
          </Col>
        </Row>
      </Form>
    </FormModal>
  )
}
