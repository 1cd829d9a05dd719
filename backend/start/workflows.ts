/**
 * The workflows whose rules run inside the generic resource writes: loading each registers its
 * resource hooks (app/resources/hooks.ts), or a workflow's effects (app/workflow/effects.ts). The shell's own are listed here; each process area
 * names its own in app/areas/<area>/area.ts (services/areas.ts).
 */
import '#services/person_lifecycle'
import '#services/agreement_workflow'
import '#services/sso'
import '#services/holiday_rules'
import '#services/audit_events'
import { loadAreas } from '#services/areas'

for (const area of await loadAreas()) {
  for (const load of [...(area.hooks ?? []), ...(area.effects ?? [])]) await load()
}
