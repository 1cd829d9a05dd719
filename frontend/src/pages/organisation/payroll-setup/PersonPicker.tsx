import type { BaseKey } from '@refinedev/core'
import { getResource, type FieldDef } from '@hr/shared'
import { ReferenceSelect } from '../../../screens/generic/ReferenceSelect'

/** The person field of payroll_member (a reference to people, searched on the server by name). */
const personField = getResource('payroll_member').fields.find((f) => f.name === 'person_id') as FieldDef

interface Props { id?: string; value?: BaseKey | null; onChange?: (value: BaseKey | null) => void; testId: string }

/** A people picker (the generic reference select over the people list). */
export function PersonPicker({ id, value, onChange, testId }: Props) {
  return <ReferenceSelect field={{ ...personField, required: false }} id={id} value={value} onChange={onChange} testId={testId} />
}
