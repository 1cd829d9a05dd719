import type { BespokeRoute } from './bespoke'
import { peopleRoutes } from '../pages/people/routes'
import { organisationRoutes } from '../pages/organisation/routes'
import { vendorRoutes } from '../pages/vendor/routes'
import { superadminRoutes } from '../pages/superadmin/routes'
import { shellRoutes } from '../pages/home/routes'
import { areaRoutes } from '../areas/registry'

/** Every bespoke screen: the core pages' and the process areas' (areas/<name>/area.ts). A path listed here replaces the placeholder page. */
export const BESPOKE_ROUTES: BespokeRoute[] = [...peopleRoutes, ...organisationRoutes, ...vendorRoutes, ...superadminRoutes, ...areaRoutes(), ...shellRoutes]
