/**
 * The global mobility section's two pages, which two areas share: the visa cases (mobility) and the
 * insurance enrolments listed beside them (insurance). Its tabs are MobilityNav.
 */
export const MOBILITY_URL = '/global-mobility'
export const INSURANCE_URL = '/global-mobility/insurance'
