import type { AreaDefinition } from './define'

/**
 * Every process area, found by its `areas/<name>/area.ts` (Vite's glob, also under vitest): the
 * shell reads its routes, menu entries, tabs, guards and cards from here and names no area itself.
 * Only this file may reach into an area folder (scripts/check-areas.mjs).
 */
const modules = import.meta.glob<{ default: AreaDefinition }>('./*/area.{ts,tsx}', { eager: true })

export const AREAS: AreaDefinition[] = Object.entries(modules)
  .map(([file, mod]) => {
    const folder = file.split('/')[1]
    if (mod.default.name !== folder) throw new Error(`areas/${folder}/area.ts declares the area '${mod.default.name}': an area is named after its folder`)
    return mod.default
  })
  .sort((a, b) => a.name.localeCompare(b.name))

const byOrder = <T extends { order: number }>(items: T[]) => [...items].sort((a, b) => a.order - b.order)

export const areaRoutes = () => AREAS.flatMap((a) => a.routes ?? [])
export const areaPlaceholders = () => AREAS.flatMap((a) => a.placeholders ?? [])
export const areaMenu = () => byOrder(AREAS.flatMap((a) => a.menu ?? []))
export const areaManagerPaths = () => AREAS.flatMap((a) => a.managerPaths ?? [])
export const areaPersonTabs = () => byOrder(AREAS.flatMap((a) => a.personTabs ?? []))
export const areaContractTabs = () => byOrder(AREAS.flatMap((a) => a.contractTabs ?? []))
export const areaPartnerTabs = () => byOrder(AREAS.flatMap((a) => a.partnerTabs ?? []))
export const areaDashboardCards = () => AREAS.flatMap((a) => a.dashboardCards ?? [])
export const areaPlaceholderCards = () => AREAS.flatMap((a) => a.placeholderCards ?? [])
export const areaScreens = () => Object.assign({}, ...AREAS.map((a) => a.screens ?? {})) as NonNullable<AreaDefinition['screens']>
export const areaResources = () => AREAS.flatMap((a) => a.resources ?? [])
export const areaSlots = () => Object.assign({}, ...AREAS.map((a) => a.slots ?? {})) as NonNullable<AreaDefinition['slots']>
