import type { BespokeRoute } from './bespoke'
import { peopleRoutes } from '../pages/people/routes'
import { organisationRoutes } from '../pages/organisation/routes'
import { vendorRoutes } from '../pages/vendor/routes'
import { superadminRoutes } from '../pages/superadmin/routes'
import { shellRoutes } from '../pages/home/routes'
import { timeOffRoutes } from '../pages/time-off/routes'
import { payrollRoutes } from '../pages/payroll/routes'
import { expenseRoutes } from '../pages/expenses/routes'
import { mobilityRoutes } from '../pages/mobility/routes'

/** Every bespoke screen, by area. A path listed here replaces the placeholder page. */
export const BESPOKE_ROUTES: BespokeRoute[] = [...peopleRoutes, ...organisationRoutes, ...vendorRoutes, ...superadminRoutes, ...timeOffRoutes, ...payrollRoutes, ...expenseRoutes, ...mobilityRoutes, ...shellRoutes]
