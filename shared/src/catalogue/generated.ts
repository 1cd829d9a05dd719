import type { ResourceDef } from './types.js'
// @scaffold-imports

/**
 * Resources added by `node ace make:resource`: the command keeps this file (an import above and an
 * entry below per resource), so a new resource file is in the catalogue without a hand edit.
 */
export const generatedResources: readonly ResourceDef[] = [
  // @scaffold-entries
]
