import type { ReactNode } from 'react'
import { Col, Form, Row, type FormInstance, type FormProps } from 'antd'
import { useTranslation } from 'react-i18next'
import { fieldLabelKey, fieldVisible, mayUseField, writableFields, type AccessRecord, type FieldDef, type ResourceDef } from '@hr/shared'
import { fieldInput, valueAdapters, type FieldInputContext } from './FieldInput'
import { fieldRules, showCrossFieldErrors } from './field-rules'
import { toPayload } from './form-values'
import { useCountryCurrency } from './useCountryCurrency'
import { useProfile } from '../../hooks/useProfile'
import { ManagedByHr, ReadOnlyValue } from './ReadOnlyValue'

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
  /** locale keys of a workflow's own "required" words per field, as its API answers them */
  requiredMessages?: Partial<Record<string, string>>
  /**
   * Fields shown as their value, not an input, and never sent: 'all' for a form the user only reads
   * (its card says who manages it), or the names of HR's fields within a form the user edits (each
   * says so under its value).
   */
  readOnly?: 'all' | readonly string[]
}

/**
 * The create/edit form of a resource, from its writable fields. Each field is checked in the
 * browser by the catalogue's shared rules (the API's, in its words: "Name is required."), all
 * fields at once with the cross-field rules; what only the server can tell (uniqueness,
 * references) comes back as its 422 and lands under the fields too.
 */
export function ResourceForm({ def, mode, form, formProps, record, inputContext, inputs, children, requiredMessages, readOnly }: Props) {
  const { t } = useTranslation()
  const profile = useProfile()
  // Fields the API neither shows nor takes from this user (FieldDef.requires) have no input.
  const fields = writableFields(def).filter((f) => mayUseField(profile, def, f, record as AccessRecord | undefined))
  useCountryCurrency(form, def)
  const isReadOnly = (name: string) => readOnly === 'all' || !!readOnly?.includes(name)
  const labels = record?._labels as Record<string, string> | undefined
  const context = { labels, ...inputContext }

  const onFinish = (values: Record<string, unknown>) => {
    // The catalogue's cross-field rules run here too, so they show before a round trip.
    const violations = showCrossFieldErrors(t, def, form, { ...record, ...values })
    if (violations.length) {
      form.scrollToField(violations[0], { block: 'center' })
      return
    }
    // A field the form hides for these values (FieldDef.visibleWhen) is sent cleared, not stale.
    const merged = { ...record, ...values }
    const hidden = fields.filter((f) => !fieldVisible(f, merged)).map((f) => f.name)
    const shown = { ...values, ...Object.fromEntries(hidden.map((name) => [name, null])) }
    for (const name of Object.keys(shown)) if (isReadOnly(name)) delete shown[name]
    return formProps.onFinish?.(toPayload(def, shown, mode))
  }

  // Field errors stop the save before onFinish: the cross-field rules join them, so nothing waits for a second try.
  const onFinishFailed: FormProps['onFinishFailed'] = (info) => {
    const marked = info.errorFields.map((e) => String(e.name[0]))
    showCrossFieldErrors(t, def, form, { ...record, ...info.values }, marked)
    formProps.onFinishFailed?.(info)
  }

  const item = (field: FieldDef) => isReadOnly(field.name) ? (
    <Col key={field.name} xs={24} md={field.type === 'text' || field.type === 'translations' ? 24 : 12}>
      <Form.Item name={field.name} label={t(fieldLabelKey(def.name, field))} extra={readOnly === 'all' ? undefined : <ManagedByHr />}>
        <ReadOnlyValue field={field} label={labels?.[field.name]} />
      </Form.Item>
    </Col>
  ) : (
    <Col key={field.name} xs={24} md={field.type === 'text' || field.type === 'translations' ? 24 : 12}>
      <Form.Item
        name={field.name}
        label={t(fieldLabelKey(def.name, field))}
        required={!!field.required}
        rules={fieldRules(t, def, field, requiredMessages?.[field.name])}
        {...valueAdapters(field)}
      >
        {inputs?.[field.name] ?? fieldInput(t, field, profile, context)}
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
    <Form {...formProps} layout="vertical" onFinish={onFinish} onFinishFailed={onFinishFailed}>
      <Row gutter={24}>
        {fields.map((field) => (field.visibleWhen ? conditional(field) : item(field)))}
        {children}
      </Row>
    </Form>
  )
}
