import { PLACEHOLDER_ROUTES } from './shell-routes'
import { BESPOKE_ROUTES } from './bespoke-routes'

const bespoke = new Set(BESPOKE_ROUTES.map((r) => r.path))
const placeholders = new Set(PLACEHOLDER_ROUTES.filter((path) => !bespoke.has(path)))

/**
 * Whether a route still renders the placeholder page (no catalogue or bespoke screen yet), the
 * same rule AppRoutes mounts them by: the menu marks such entries "soon" (issue 20 §10).
 */
export const isPlaceholderPage = (path: string) => placeholders.has(path)
