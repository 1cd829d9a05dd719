import { Checkbox, Col, Form, Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { fieldInput, valueAdapters } from '../../screens/generic/FieldInput'
import { useProfile } from '../../hooks/useProfile'
import type { RunOffPaycycle } from './model'
import { caseField, runOffOptions } from './mobility-logic'

/** The visa case fields set expat may carry (their errors land under them). */
export const VISA_CASE_FIELDS = ['open_visa_case', 'visa_type', 'visa_expiry_date']

/**
 * Set expat's "Open a visa case for the host country" (issue 16): ticked, it asks for the visa
 * type (required) and the current visa's expiry date; the case opens with the expat in one step.
 */
export function OpenVisaCaseFields() {
  const { t } = useTranslation()
  const profile = useProfile()
  const label = (name: string) => t(`mobility_case.fields.${name}`)
  return (
    <>
      <Col xs={24}>
        <Form.Item name="open_visa_case" valuePropName="checked" style={{ marginBottom: 12 }}>
          <Checkbox data-testid="open-visa-case">{t('mobility_ui.expat.open_case')}</Checkbox>
        </Form.Item>
      </Col>
      <Form.Item noStyle shouldUpdate={(a, b) => a.open_visa_case !== b.open_visa_case}>
        {({ getFieldValue }) => getFieldValue('open_visa_case') ? (
          <>
            <Col xs={24} md={12}>
              <Form.Item name="visa_type" label={label('visa_type')} required {...valueAdapters(caseField('visa_type'))}>
                {fieldInput(t, caseField('visa_type'), profile)}
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="visa_expiry_date" label={label('visa_expiry_date')} {...valueAdapters(caseField('visa_expiry_date'))}>
                {fieldInput(t, caseField('visa_expiry_date'), profile)}
              </Form.Item>
            </Col>
          </>
        ) : null}
      </Form.Item>
    </>
  )
}

/** Stop expat's run-off paycycle as a choice among the person's payroll's paycycles ("<paycycle> (<payroll>)"). */
export function RunOffPaycycleSelect({ cycles, value, onChange, id }: { cycles: readonly RunOffPaycycle[]; value?: string | null; onChange?: (v: string | null) => void; id?: string }) {
  return (
    <Select id={id} showSearch allowClear optionFilterProp="label" popupMatchSelectWidth={false} value={value ?? undefined} onChange={(v) => onChange?.(v ?? null)}
      options={runOffOptions(cycles)} data-testid="run-off-paycycle" />
  )
}
