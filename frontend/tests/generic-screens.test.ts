import { describe, expect, it } from 'vitest'
import { getResource } from '@hr/shared'
import { searchFilters } from '../src/screens/generic/filters'
import { defaultValues, toPayload } from '../src/screens/generic/form-values'
import { buildListQuery } from '../src/providers/query'

const people = getResource('people')

describe('searchFilters', () => {
  it('turns the filter bar into filters that build the contract query', () => {
    const filters = searchFilters(people, { q: ' Emma ', status: ['regular'], is_expat: 'false', country: '' })
    expect(filters).toContainEqual({ field: 'q', operator: 'contains', value: 'Emma' })
    expect(filters).toContainEqual({ field: 'status', operator: 'in', value: ['regular'] })
    expect(filters).toContainEqual({ field: 'country', operator: 'eq', value: undefined })
    expect(buildListQuery({ filters })).toBe(
      'query_string=Emma&filter[status]=regular&filter[is_expat]=false&external[page]=1&external[per_page]=50',
    )
  })
})

describe('toPayload', () => {
  it('create leaves empty inputs out so catalogue defaults apply', () => {
    expect(toPayload(people, { name: 'Ann', type: 'staff', phone: '', birth_date: null, id: 5 }, 'create')).toEqual({
      name: 'Ann', type: 'staff',
    })
  })

  it('edit sends cleared inputs (null/empty) so the API can clear or reject them', () => {
    expect(toPayload(people, { name: '', gender: undefined, birth_date: '1990-02-01' }, 'edit')).toEqual({
      name: '', gender: null, birth_date: '1990-02-01',
    })
  })

  it('defaults come from the catalogue', () => {
    expect(defaultValues(people)).toMatchObject({ type: 'staff', status: 'onboarding', is_local: true })
  })
})
