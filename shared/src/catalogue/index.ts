import type { ResourceDef } from './types.js'
import { isResourceDef } from './define.js'
import { resourceModules } from './generated.js'

/**
 * Every resource served by the generic API and screens: each declaration exported by a file in
 * resources/ (generated.ts lists the files), so adding a file mounts it on both sides.
 */
export const catalogue: readonly ResourceDef[] = resourceModules.flatMap((m) => Object.values(m).filter(isResourceDef))

const byName = new Map(catalogue.map((r) => [r.name, r]))
if (byName.size !== catalogue.length) throw new Error('Two catalogue resources share a name')

export function getResource(name: string): ResourceDef {
  const def = byName.get(name)
  if (!def) throw new Error(`Unknown resource ${name}`)
  return def
}

export * from './types.js'
export * from './define.js'
export * from './generated.js'
export * from './row-types.js'
