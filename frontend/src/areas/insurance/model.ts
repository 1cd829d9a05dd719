import type { InsuranceCoverage, insuranceDependent, insuranceEnrolment, insurancePlan, RowOf } from '@hr/shared'

/**
 * The insurance rows (issue 16) as the declarations type them: plans, enrolments and dependents
 * are catalogue resources. Money travels as decimal text ("180.00"), dates as YYYY-MM-DD.
 */

/** A plan's coverage columns, one set per INSURANCE_COVERAGES item (the declaration builds them in a loop). */
export type CoverageColumns = { [C in InsuranceCoverage]: boolean }
  & { [C in InsuranceCoverage as `${C}_limit`]: string | null }
  & { [C in InsuranceCoverage as `${C}_note`]: string | null }

export type InsurancePlan = RowOf<typeof insurancePlan> & CoverageColumns
export type InsuranceEnrolment = RowOf<typeof insuranceEnrolment>
export type InsuranceDependent = RowOf<typeof insuranceDependent>
