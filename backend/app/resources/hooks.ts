import type { ResourceDef } from '@hr/shared'
import type { ResourceHooks } from './hook_types.js'

export type { HookContext, ResourceHooks } from './hook_types.js'

/**
 * Each workflow registers the hooks of its resources beside its own rules (registerHooks at the
 * bottom of the workflow's file); start/workflows.ts loads the workflows at boot. The generic
 * repository only asks for them, so it never imports a workflow that imports it back.
 */
const HOOKS = new Map<string, ResourceHooks>()

export function registerHooks(resource: string, hooks: ResourceHooks) {
  if (HOOKS.has(resource)) throw new Error(`Hooks of ${resource} are registered twice`)
  HOOKS.set(resource, hooks)
}

export const hooksOf = (def: ResourceDef): ResourceHooks => HOOKS.get(def.name) ?? {}
