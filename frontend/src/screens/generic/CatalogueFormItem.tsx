import { Col, Form } from 'antd'
import { useTranslation } from 'react-i18next'
import { fieldLabelKey, type ResourceDef } from '@hr/shared'
import { useProfile } from '../../hooks/useProfile'
import { fieldInput, valueAdapters, type FieldInputContext } from './FieldInput'
import { fieldRules } from './field-rules'

interface Props {
  def: ResourceDef
  name: string
  /** columns of 24 on wide screens (full width on phones) */
  span?: number
  context?: FieldInputContext
}

/**
 * One catalogue field in a bespoke form: its label, required mark, the catalogue's checks, value
 * adapters and input, the same as the generic form draws it, so a workflow's modal needs no copy of that wiring.
 */
export function CatalogueFormItem({ def, name, span = 12, context }: Props) {
  const { t } = useTranslation()
  const profile = useProfile()
  const field = def.fields.find((f) => f.name === name)
  if (!field) throw new Error(`${def.name} has no field ${name}`)
  return (
    <Col xs={24} md={span}>
      <Form.Item name={name} label={t(fieldLabelKey(def.name, field))} required={!!field.required} rules={fieldRules(t, def, field)} {...valueAdapters(field)}>
        {fieldInput(t, field, profile, context)}
      </Form.Item>
    </Col>
  )
}
