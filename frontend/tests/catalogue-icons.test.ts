import { describe, expect, it } from 'vitest'
import { catalogue } from '@hr/shared'
import { ICONS } from '../src/resources'

describe('catalogue icons', () => {
  it('every icon a resource names is drawn (an unknown name would show no icon, silently)', () => {
    const named = catalogue.filter((d) => d.icon).map((d) => `${d.name}: ${d.icon}`)
    expect(named.length).toBeGreaterThan(5)
    expect(catalogue.filter((d) => d.icon && !ICONS[d.icon]).map((d) => `${d.name}: ${d.icon}`)).toEqual([])
  })
})
