import { Col, Form, Input, Select, Switch } from 'antd'
import { useTranslation } from 'react-i18next'
import { EXPENSE_PAYMENT_TYPES, getResource, type FieldDef } from '@hr/shared'
import { fieldInput, valueAdapters } from '../../screens/generic/FieldInput'
import { FilesInput } from '../../components/upload/FilesInput'
import { useProfile } from '../../hooks/useProfile'
import { useCatalogueChecks } from '../../screens/generic/catalogue-checks'
import { CurrencySelect } from '../../components/CurrencySelect'

const def = getResource('expense')
const field = (name: string) => def.fields.find((f) => f.name === name) as FieldDef

/** The claim form's inputs about the purchase: what, when, in which currency, how paid, by which entity. */
export function ClaimFields() {
  const { t } = useTranslation()
  const profile = useProfile()
  const label = (name: string) => t(`expenses_ui.fields.${name}`)
  const checks = useCatalogueChecks(def)
  const generic = (name: string, span = 12) => (
    <Col xs={24} md={span}>
      <Form.Item name={name} label={label(name)} {...valueAdapters(field(name))}>
        {fieldInput(t, field(name), profile)}
      </Form.Item>
    </Col>
  )
  return (
    <>
      <Col xs={24} md={12}>
        <Form.Item name="name" label={label('name')} {...checks('name')}><Input maxLength={255} /></Form.Item>
      </Col>
      <Col xs={24} md={6}>
        <Form.Item name="currency" label={label('currency')} {...checks('currency')}><CurrencySelect /></Form.Item>
      </Col>
      <Col xs={24} md={6}>
        <Form.Item name="transaction_date" label={label('transaction_date')} {...checks('transaction_date')} {...valueAdapters(field('transaction_date'))}>
          {fieldInput(t, field('transaction_date'), profile)}
        </Form.Item>
      </Col>
      <Col xs={24} md={6}>
        <Form.Item name="payment_type" label={label('payment_type')} {...checks('payment_type')}>
          <Select options={EXPENSE_PAYMENT_TYPES.map((p) => ({ value: p, label: t(`expenses_ui.payment_type.${p}`) }))} />
        </Form.Item>
      </Col>
      <Col xs={24} md={6}>
        <Form.Item name="tax_included" label={label('tax_included')} valuePropName="checked"><Switch /></Form.Item>
      </Col>
      {/* Option lists of the claim's own (reference-options): not left blank means the item's paying entity. */}
      {generic('paying_entity_id')}
      {generic('paycycle_id')}
    </>
  )
}

/** Where a travel or transport claim went from and to. */
export function RouteFields() {
  const { t } = useTranslation()
  return (
    <>
      <Col xs={24} md={12}><Form.Item name="origin" label={t('expenses_ui.fields.origin')}><Input maxLength={255} /></Form.Item></Col>
      <Col xs={24} md={12}><Form.Item name="destination" label={t('expenses_ui.fields.destination')}><Input maxLength={255} /></Form.Item></Col>
    </>
  )
}

/** The receipt (required by most items; the API says which), other files, and notes. */
export function ReceiptFields({ testPrefix }: { testPrefix: string }) {
  const { t } = useTranslation()
  return (
    <>
      <Col xs={24} md={12}>
        <Form.Item name="receipt" label={t('expenses_ui.fields.receipt')}><FilesInput testId={`${testPrefix}-receipt`} /></Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="files" label={t('expenses_ui.fields.files')}><FilesInput testId={`${testPrefix}-files`} /></Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item name="notes" label={t('expenses_ui.fields.notes')}><Input.TextArea rows={2} maxLength={2000} /></Form.Item>
      </Col>
    </>
  )
}
