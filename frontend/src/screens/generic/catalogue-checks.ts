import type { FormRule } from 'antd'
import { useTranslation } from 'react-i18next'
import { getResource, type ResourceDef } from '@hr/shared'
import { fieldRules } from './field-rules'

export interface CatalogueChecks { required: boolean; rules: FormRule[] }

/**
 * A bespoke form's checks for one catalogue field (issue 43 §8): the required mark and the rules
 * the generic forms run, from the same shared checks as the API, in its words. A Form.Item with
 * only `required` is a mark, not a check: Enter in a date box then sent the half-filled form and
 * the server refused it, once per Enter, before the real submit.
 */
export function catalogueChecks(t: Parameters<typeof fieldRules>[0], def: ResourceDef, name: string, requiredMessage?: string): CatalogueChecks {
  const field = def.fields.find((f) => f.name === name)
  if (!field) throw new Error(`${def.name} has no field ${name}`)
  return { required: !!field.required, rules: fieldRules(t, def, field, requiredMessage) }
}

/** `catalogueChecks` of one resource, for spreading onto a bespoke form's items: `<Form.Item name="x" {...checks('x')}>`. */
export function useCatalogueChecks(resource: string | ResourceDef) {
  const { t } = useTranslation()
  const def = typeof resource === 'string' ? getResource(resource) : resource
  return (name: string, requiredMessage?: string) => catalogueChecks(t, def, name, requiredMessage)
}
