import { describe, expect, it } from 'vitest'
import type { TFunction } from 'i18next'
import { matchResourceFromRoute, type ResourceProps } from '@refinedev/core'
import { catalogue } from '@hr/shared'
import { ICONS, areaDetailPaths, buildResources } from '../src/resources'
import { areaResources, areaRoutes } from '../src/areas/registry'

const t = ((key: string) => `t:${key}`) as unknown as TFunction
const resources = buildResources(t)
const byName = (name: string) => resources.find((r) => r.name === name)

/** The names from a resource up its meta.parent chain, as Refine's useBreadcrumb walks it. */
function chain(resource: ResourceProps): string[] {
  const parent = resource.meta?.parent ? byName(resource.meta.parent) : undefined
  return [...(parent ? chain(parent) : []), resource.name]
}

describe('Refine resources: the catalogue and the areas\' bespoke pages', () => {
  it('every area declares its pages, each name once, each parent a resource of the list', () => {
    const declaring = new Set(areaResources().map((r) => r.name))
    expect(declaring.size).toBe(areaResources().length)
    for (const name of ['time_off', 'expenses', 'expense_reports', 'payroll_reports', 'payroll_cycles', 'global_mobility']) expect(byName(name)).toBeDefined()
    expect(new Set(resources.map((r) => r.name)).size).toBe(resources.length)
    const orphans = resources.filter((r) => r.meta?.parent && !byName(r.meta.parent)).map((r) => `${r.name} → ${r.meta?.parent}`)
    expect(orphans).toEqual([])
  })

  it('a bespoke page of its own has a label; one named after a catalogue resource only gets a parent', () => {
    for (const r of areaResources()) {
      const fromCatalogue = catalogue.some((c) => c.name === r.name)
      expect(fromCatalogue || !!r.labelKey, r.name).toBe(true)
    }
    expect(areaResources().filter((r) => r.icon && !ICONS[r.icon]).map((r) => r.name)).toEqual([])
    expect(byName('insurance_enrolment')).toMatchObject({ list: '/global-mobility/insurance', meta: { label: 't:insurance_enrolment.titles.list', parent: 'global_mobility' } })
  })

  it('every page path an area resource names is one of the area routes (optional ids written plain)', () => {
    const routes = new Set(areaRoutes().map((r) => r.path.replace(/\?$/, '')))
    const named = areaResources().filter((r) => !catalogue.some((c) => c.name === r.name))
      .flatMap((r) => [r.list, r.show, r.create, r.edit, r.clone].filter((p): p is string => !!p))
    expect(named.filter((p) => !routes.has(p))).toEqual([])
  })

  it('a bespoke page\'s path resolves to its resource and action, with its parent above it', () => {
    const report = matchResourceFromRoute('/expenses/reports/12', resources as never)
    expect(report.found && report.resource?.name).toBe('expense_reports')
    expect(report.action).toBe('show')
    expect(chain(byName('expense_reports')!)).toEqual(['expense', 'expenses', 'expense_reports'])
    expect(byName('expenses')).toMatchObject({ list: '/expenses', meta: { label: 't:shell.pages.expenses', parent: 'expense' } })

    const create = matchResourceFromRoute('/payroll/reports/create', resources as never)
    expect([create.resource?.name, create.action]).toEqual(['payroll_reports', 'create'])
    const edit = matchResourceFromRoute('/payroll/reports/edit/3', resources as never)
    expect([edit.resource?.name, edit.action]).toEqual(['payroll_reports', 'edit'])
    expect(chain(byName('payroll_off_cycles')!)).toEqual(['paycycle', 'payroll_cycles', 'payroll_off_cycles'])

    // The catalogue's insurance list beside the visa cases keeps its own route; a case opens under the cases.
    expect(matchResourceFromRoute('/global-mobility/insurance', resources as never).resource?.name).toBe('insurance_enrolment')
    const visaCase = matchResourceFromRoute('/global-mobility/7', resources as never)
    expect([visaCase.resource?.name, visaCase.action]).toEqual(['global_mobility', 'show'])
    expect(chain(byName('insurance_enrolment')!)).toEqual(['mobility_case', 'global_mobility', 'insurance_enrolment'])
  })

  it('the pages under a list carry the breadcrumb; the lists themselves do not', () => {
    const paths = areaDetailPaths()
    expect(paths.has('/expenses/reports/:id')).toBe(true)
    expect(paths.has('/payroll/reports/edit/:id')).toBe(true)
    expect(paths.has('/expenses')).toBe(false)
    expect(paths.has('/global-mobility/insurance/:id')).toBe(false)
  })
})
