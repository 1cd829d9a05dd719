import type { ReactNode } from 'react'
import { Col, Form, Row, type FormInstance, type FormProps } from 'antd'
import { useTranslation } from 'react-i18next'
import { crossFieldViolations, fieldLabelKey, fieldVisible, mayUseField, writableFields, type AccessRecord, type FieldDef, type ResourceDef } from '@hr/shared'
import { fieldInput, valueAdapters, type FieldInputContext } from './FieldInput'
import { toPayload } from './form-values'
import { useProfile } from '../../hooks/useProfile'

interface Props {
  def: ResourceDef
  mode: 'create' | 'edit'
  form: FormInstance
  formProps: FormProps
  /** the stored record on edit, for cross-field rules that read unchanged fields */
  record?: Record<string, unknown>
  /** what the inputs depend on (e.g. the person whose leave types a request may name) */
  inputContext?: FieldInputContext
  /** inputs that replace a field's generic one (e.g. a choice among the values the API accepts) */
  inputs?: Partial<Record<string, ReactNode>>
  /** fields of the workflow beyond the resource's own, drawn after them in the same form */
  children?: ReactNode
}

/**
 * The create/edit form of a resource, from its writable fields. Required fields are marked but
 * not checked here: the API's message (e.g. "Name is required.") is the one shown, under the
 * field, through Refine's server-side validation.
 */
export function ResourceForm({ def, mode, form, formProps, record, inputContext, inputs, children }: Props) {
  const { t } = useTranslation()
  const profile = useProfile()
  // Fields the API neither shows nor takes from this user (FieldDef.requires) have no input.
  const fields = writableFields(def).filter((f) => mayUseField(profile, def, f, record as AccessRecord | undefined))

  const onFinish = (values: Record<string, unknown>) => {
    // The catalogue's cross-field rules run here too, so they show before a round trip.
    const violations = crossFieldViolations(def, { ...record, ...values })
    if (violations.length) {
      form.setFields(violations.map((v) => ({ name: v.field, errors: [t(v.message)] })))
      form.scrollToField(violations[0].field, { block: 'center' })
      return
    }
    // A field the form hides for these values (FieldDef.visibleWhen) is sent cleared, not stale.
    const merged = { ...record, ...values }
    const hidden = fields.filter((f) => !fieldVisible(f, merged)).map((f) => f.name)
    const shown = { ...values, ...Object.fromEntries(hidden.map((name) => [name, null])) }
    return formProps.onFinish?.(toPayload(def, shown, mode))
  }

  const item = (field: FieldDef) => (
    <Col key={field.name} xs={24} md={field.type === 'text' ? 24 : 12}>
      <Form.Item
        name={field.name}
        label={t(fieldLabelKey(def.name, field))}
        required={!!field.required}
        {...valueAdapters(field)}
      >
        {inputs?.[field.name] ?? fieldInput(t, field, profile, inputContext)}
      </Form.Item>
    </Col>
  )
  // Fields shown only for some values re-render when the values they depend on change.
  const conditional = (field: FieldDef) => {
    const keys = Object.keys(field.visibleWhen!)
    return (
      <Form.Item key={field.name} noStyle shouldUpdate={(a, b) => keys.some((k) => a[k] !== b[k])}>
        {({ getFieldsValue }) => (fieldVisible(field, { ...record, ...getFieldsValue(true) }) ? item(field) : null)}
      </Form.Item>
    )
  }

  return (
    <Form {...formProps} layout="vertical" onFinish={onFinish}>
      <Row gutter={24}>
        {fields.map((field) => (field.visibleWhen ? conditional(field) : item(field)))}
        {children}
      </Row>
    </Form>
  )
}
