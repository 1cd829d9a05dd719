import type { ComponentType } from 'react'
import type { AccessRecord, RoleSubject } from '@hr/shared'
import type { BespokeRoute } from '../routing/bespoke'
import type { MenuGroup, SideMenuEntry } from '../components/menu-entry'
import type { PersonTabProps } from '../pages/people/tabs/tab-props'
import type { Screen, ScreenKind } from '../screens/types'
import type { ResourceSlots } from '../screens/slots'
import type { Profile } from '../providers/profile'

/**
 * What a process area brings to the shell (issue 45 §2). Each folder `areas/<name>/` declares one
 * in its `area.ts`; areas/registry.ts finds them all, so adding an area edits no shell file.
 * `order` numbers place an area's entry among the shell's own ones (menus and tabs keep the spec's order).
 * Keep area.ts light: it is loaded with the shell, so screens are lazy and rules are small pure imports.
 */

/** A side-menu entry in the group of the role that sees it (personal portal: employees; manager portal: managers). */
export interface AreaMenuEntry extends SideMenuEntry {
  group: MenuGroup
  order: number
}

/** A tab of the person page (/people/staff/:id/<key>, /my-info?tab=<key>). */
export interface AreaPersonTab {
  key: string
  order: number
  page: ComponentType<PersonTabProps>
  /** Whether the viewer sees the tab, by the same `can()` the API enforces; `owned` is the person's rows' access record. */
  visible?: (user: RoleSubject, owned: AccessRecord, person: AccessRecord & { id: number }) => boolean
  /** Administration of the record: left out of the person's own view. */
  notSelf?: boolean
}

/** What a contract tab receives: the contractor and the contract's dates. */
export interface ContractTabProps {
  personId: number
  within: { from: string; to: string | null }
}

/** A tab of a contractor's contract page (/people/contractor/:id/contract/:contract_id/<key>). */
export interface AreaContractTab {
  key: string
  order: number
  page: ComponentType<ContractTabProps>
}

/** A tab of the vendor portal's partner page (/vendor/partner/:id/<key>), with the paths it opens beneath it. */
export interface AreaPartnerTab {
  key: string
  order: number
  page: ComponentType<{ partnerId: number }>
  subPaths?: string[]
}

/** A card on the dashboard (/), loaded only for the users it `shows` to. */
export interface AreaDashboardCard {
  key: string
  card: ComponentType
  shows: (profile: Profile) => boolean
}

/**
 * A bespoke page (or a group of them) as a Refine resource: Refine's resource list matches the
 * current path to it, so breadcrumbs, the document title and the menu's highlight come from the
 * one list. `name` is the page's own (not a catalogue resource's: data calls still name those);
 * `parent` is the catalogue resource or another area resource it sits under (Refine's
 * `meta.parent`). Paths are the area's own routes (an optional `:id?` is written `:id`).
 * Named after a catalogue resource whose screens the area overrides, it only places that resource
 * under `parent` (its routes and label stay the catalogue's).
 */
export interface AreaResource {
  name: string
  list?: string
  show?: string
  create?: string
  edit?: string
  clone?: string
  parent?: string
  /** required for a page of the area's own; a catalogue resource keeps its title */
  labelKey?: string
  /** a catalogue icon name (resources.tsx ICONS) */
  icon?: string
}

export interface AreaDefinition {
  /** The area's one name, the same in every layer (snake_case): its folder's name. */
  name: string
  /** Its bespoke screens (each lazy). */
  routes?: BespokeRoute[]
  /** Spec paths it owns that have no screen yet: they render the placeholder page. */
  placeholders?: string[]
  menu?: AreaMenuEntry[]
  /** Path prefixes behind the manager-only layout guard (shell §4). */
  managerPaths?: string[]
  personTabs?: AreaPersonTab[]
  contractTabs?: AreaContractTab[]
  partnerTabs?: AreaPartnerTab[]
  dashboardCards?: AreaDashboardCard[]
  /** Cards under the placeholder page of a screen not built yet: what the user can open meanwhile. */
  placeholderCards?: AreaDashboardCard[]
  /** Its bespoke pages as Refine resources (breadcrumbs, title, the menu's resolution). */
  resources?: AreaResource[]
  /** Bespoke screens replacing a catalogue resource's generic one (as screens/overrides.ts). */
  screens?: Partial<Record<string, Partial<Record<ScreenKind, Screen>>>>
  /** What it adds to a catalogue resource's generic list and show screens (columns, actions, filters, a panel). */
  slots?: Partial<Record<string, ResourceSlots>>
}

/** Declares an area (typed; the registry reads the module's default export). */
export const defineArea = (area: AreaDefinition): AreaDefinition => area
