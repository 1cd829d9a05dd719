import type { BespokeRoute } from './bespoke'
import { peopleRoutes } from '../pages/people/routes'
import { organisationRoutes } from '../pages/organisation/routes'
import { vendorRoutes } from '../pages/vendor/routes'
import { superadminRoutes } from '../pages/superadmin/routes'
import { shellRoutes } from '../pages/home/routes'
import { timeOffRoutes } from '../areas/time_off/routes'
import { payrollRoutes } from '../areas/payroll/routes'
import { expenseRoutes } from '../areas/expenses/routes'
import { mobilityRoutes } from '../areas/mobility/routes'

/** Every bespoke screen, by area. A path listed here replaces the placeholder page. */
export const BESPOKE_ROUTES: BespokeRoute[] = [...peopleRoutes, ...organisationRoutes, ...vendorRoutes, ...superadminRoutes, ...timeOffRoutes, ...payrollRoutes, ...expenseRoutes, ...mobilityRoutes, ...shellRoutes]
