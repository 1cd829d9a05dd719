import { describe, expect, it } from 'vitest'
import type { ReactElement } from 'react'
import type { TFunction } from 'i18next'
import { DROPDOWN_SEARCH_THRESHOLD, PAY_ITEM_CATEGORIES, type FieldDef } from '@hr/shared'
import { dropdownSearch } from '../src/components/dropdown-search'
import { fieldInput } from '../src/screens/generic/FieldInput'

const t = ((key: string) => key) as unknown as TFunction
const enumField = (values: readonly string[]): FieldDef => ({ name: 'category', type: 'enum', enum: [...values] }) as FieldDef
const selectProps = (field: FieldDef) => (fieldInput(t, field) as ReactElement<Record<string, unknown>>).props

describe('shell §5/§9 dropdown search above 10 options', () => {
  it('the threshold is the spec constant 10', () => {
    expect(DROPDOWN_SEARCH_THRESHOLD).toBe(10)
  })

  it('no search box up to 10 options, a label search from 11; searchable forces it', () => {
    expect(dropdownSearch(0)).toEqual({ showSearch: false })
    expect(dropdownSearch(10)).toEqual({ showSearch: false })
    expect(dropdownSearch(11)).toEqual({ showSearch: true, optionFilterProp: 'label' })
    expect(dropdownSearch(3, true)).toEqual({ showSearch: true, optionFilterProp: 'label' })
  })

  it('the generic enum input applies the rule to its own option count', () => {
    const ten = Array.from({ length: 10 }, (_, i) => `v${i}`)
    expect(selectProps(enumField(ten)).showSearch).toBe(false)
    const eleven = selectProps(enumField([...ten, 'v10']))
    expect(eleven.showSearch).toBe(true)
    expect(eleven.optionFilterProp).toBe('label')
    // A real catalogue enum above the threshold (pay item categories: 12).
    expect(PAY_ITEM_CATEGORIES.length).toBeGreaterThan(DROPDOWN_SEARCH_THRESHOLD)
    expect(selectProps(enumField(PAY_ITEM_CATEGORIES)).showSearch).toBe(true)
  })
})
