import { Col, Divider, Form, Input, Row, Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { bankFormFor, crossFieldViolations, fieldLabelKey, writableFields, type BankFormField } from '@hr/shared'
import { fieldInput, valueAdapters } from '../../../screens/generic/FieldInput'
import { CountrySelect } from '../../../components/CountrySelect'
import { useCountryCurrency } from '../../../screens/generic/useCountryCurrency'
import type { RecordFormProps } from '../../../components/records/RecordSection'

/** Chosen before the dynamic part: the country decides which fields follow. */
const FIXED = ['bank_country', 'currency', 'is_default']

/**
 * The bank account form, built from the bank country's definition (shared bank-forms.ts): the
 * beneficiary, details and address sections change when the country changes. Fields the country
 * does not ask for are not sent on create and cleared on edit, so no stale number survives.
 */
export function BankForm({ def, mode, form, formProps, record }: RecordFormProps) {
  const { t } = useTranslation()
  const country = Form.useWatch('bank_country', form) as string | undefined
  const sections = bankFormFor(country ?? (record?.bank_country as string | undefined))
  const fieldDef = (name: string) => def.fields.find((f) => f.name === name)
  useCountryCurrency(form, def)

  const onFinish = (values: Record<string, unknown>) => {
    const merged = { ...record, ...values }
    const violations = crossFieldViolations(def, merged)
    if (violations.length) {
      form.setFields(violations.map((v) => ({ name: v.field, errors: [t(v.message)] })))
      form.scrollToField(violations[0].field, { block: 'center' })
      return
    }
    const shown = new Set([...FIXED, ...bankFormFor(merged.bank_country as string).flatMap((s) => s.fields.map((f) => f.key))])
    const payload: Record<string, unknown> = {}
    for (const f of writableFields(def)) {
      const v = shown.has(f.name) ? values[f.name] : null
      if (mode === 'create') {
        if (v !== undefined && v !== null && v !== '') payload[f.name] = v
      } else {
        payload[f.name] = v === undefined || v === '' ? null : v
      }
    }
    return formProps.onFinish?.(payload)
  }

  const item = (name: string, bankField?: BankFormField) => {
    const field = fieldDef(name)
    if (!field) return null
    const input = field.type === 'country'
      ? <CountrySelect allowClear />
      : bankField?.options
        ? <Select allowClear options={bankField.options.map((o) => ({ value: o, label: o }))} />
        : field.type === 'text' ? <Input.TextArea rows={2} maxLength={field.maxLength} /> : fieldInput(t, field)
    return (
      <Col key={name} xs={24} md={field.type === 'text' ? 24 : 12}>
        <Form.Item
          name={name}
          label={t(fieldLabelKey(def.name, field))}
          required={!!(field.required || bankField?.required)}
          initialValue={mode === 'create' ? bankField?.default ?? undefined : undefined}
          extra={name === 'bank_country' ? t('people_ui.bank.country_hint') : undefined}
          {...(field.type === 'country' ? {} : valueAdapters(field))}
        >
          {input}
        </Form.Item>
      </Col>
    )
  }

  return (
    <Form {...formProps} layout="vertical" onFinish={onFinish}>
      <Row gutter={24}>{FIXED.map((name) => item(name))}</Row>
      {sections.filter((s) => s.fields.length).map((section) => (
        <div key={section.name} data-testid={`bank-section-${section.name}`}>
          <Divider orientation="left" plain>{t(`people_ui.bank.sections.${section.name}`)}</Divider>
          <Row gutter={24}>{section.fields.map((f) => item(f.key, f))}</Row>
        </div>
      ))}
    </Form>
  )
}
