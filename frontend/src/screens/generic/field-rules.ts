import type { FormInstance, FormRule } from 'antd'
import type { TFunction } from 'i18next'
import { crossFieldViolations, fieldLabelKey, fieldProblem, type FieldDef, type ResourceDef } from '@hr/shared'

/**
 * The field's problem in the words the API uses: `validation.<rule>` with the field's own label, or
 * `requiredMessage` (a locale key) where a workflow's API words its own "required".
 */
export function fieldMessage(t: TFunction, def: ResourceDef, field: FieldDef, value: unknown, requiredMessage?: string): string | null {
  const problem = fieldProblem(field, value)
  if (!problem) return null
  if (problem.rule === 'required' && requiredMessage) return t(requiredMessage)
  return t(`validation.${problem.rule}`, { field: t(fieldLabelKey(def.name, field)), ...problem.params })
}

/**
 * The antd rules of a catalogue field, from the same shared checks the API runs (required, length,
 * e-mail, phone, IBAN/BIC, currency, time, domain, number ranges), so the form refuses what the
 * API would and says it the same way. The required mark itself comes from Form.Item `required`:
 * antd's own `required` rule would answer in its wording, before ours.
 */
export function fieldRules(t: TFunction, def: ResourceDef, field: FieldDef, requiredMessage?: string): FormRule[] {
  return [{
    validator: async (_rule, value) => {
      const message = fieldMessage(t, def, field, value, requiredMessage)
      if (message) throw new Error(message)
    },
  }]
}

/**
 * The catalogue's cross-field rules under their fields, for every field antd has not already
 * marked: with the field errors of the same attempt, so one save shows every problem.
 * Returns the fields it marked.
 */
export function showCrossFieldErrors(t: TFunction, def: ResourceDef, form: FormInstance, record: Record<string, unknown>, marked: string[] = []) {
  const violations = crossFieldViolations(def, record).filter((v) => !marked.includes(v.field))
  if (violations.length) form.setFields(violations.map((v) => ({ name: v.field, errors: [t(v.message)] })))
  return violations.map((v) => v.field)
}
