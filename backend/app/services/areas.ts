import { existsSync, readdirSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { join } from 'node:path'
import type { DemoIds } from '#database/demo/ids'
import { offerPayrollSeam, type PayrollSeam } from '#services/seams'

/**
 * A process area (issue 45): one folder app/areas/<name>/ whose area.ts says what the area brings.
 * The shell reads this registry (start/routes.ts, start/workflows.ts, jobs/handlers.ts, the demo
 * seed) and names no area, so adding an area edits no shell file.
 */
export interface AreaDefinition {
  /** the folder's name, the same snake_case name the frontend's area uses */
  name: string
  /** areas this one builds on (its demo rows read theirs, its payroll effects follow theirs): they come first */
  after?: readonly string[]
  /** its bespoke API routes, called inside the signed-in, tenant-resolved /api group, before the catalogue's */
  routes?: () => void
  /** modules that register resource hooks when loaded (registerHooks) */
  hooks?: readonly (() => Promise<unknown>)[]
  /** modules that define its workflows' named effects when loaded (defineEffects, app/workflow/effects.ts) */
  effects?: readonly (() => Promise<unknown>)[]
  /** modules that define queue jobs when loaded (defineJob), wherever a worker runs */
  jobs?: readonly (() => Promise<unknown>)[]
  /** its demo rows, seeded after the core demo tenants and people */
  demo?: (ids: DemoIds) => Promise<void>
  /** what it brings into a payroll run */
  payrollSeam?: PayrollSeam
}

export const defineArea = (area: AreaDefinition) => area

/** Dependencies first (`after`), otherwise by name: a stable order for routes, demo rows and seams. */
function ordered(areas: AreaDefinition[]) {
  const byName = new Map(areas.map((a) => [a.name, a]))
  for (const a of areas) {
    for (const dep of a.after ?? []) if (!byName.has(dep)) throw new Error(`Area ${a.name} comes after ${dep}, which is no area`)
  }
  const done: AreaDefinition[] = []
  const left = [...areas].sort((a, b) => a.name.localeCompare(b.name))
  while (left.length) {
    const next = left.findIndex((a) => (a.after ?? []).every((dep) => done.some((d) => d.name === dep)))
    if (next < 0) throw new Error(`Areas come after each other in a circle: ${left.map((a) => a.name).join(', ')}`)
    done.push(...left.splice(next, 1))
  }
  return done
}

/** app/areas/<name>/area.ts (area.js in the build), each folder with one. */
async function discover(dir: string) {
  const areas: AreaDefinition[] = []
  for (const entry of readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).sort((a, b) => a.name.localeCompare(b.name))) {
    const file = ['area.ts', 'area.js'].map((f) => join(dir, entry.name, f)).find((f) => existsSync(f))
    if (!file) throw new Error(`app/areas/${entry.name} has no area.ts`)
    const area = (await import(pathToFileURL(file).href)).default as AreaDefinition | undefined
    if (!area || area.name !== entry.name) throw new Error(`app/areas/${entry.name}/area.ts must export default defineArea({ name: '${entry.name}', … })`)
    areas.push(area)
  }
  return ordered(areas)
}

let loaded: Promise<readonly AreaDefinition[]> | undefined

/** The areas, discovered once per process; their payroll seams are offered in area order. */
export function loadAreas(): Promise<readonly AreaDefinition[]> {
  loaded ??= discover(fileURLToPath(new URL('../areas/', import.meta.url))).then((areas) => {
    for (const area of areas) if (area.payrollSeam) offerPayrollSeam(area.payrollSeam)
    return areas
  })
  return loaded
}
