/**
 * The workflows whose rules run inside the generic resource writes: loading each registers its
 * resource hooks (app/resources/hooks.ts). A new workflow with hooks is added here once.
 */
import '#services/person_lifecycle'
import '#services/agreement_workflow'
import '#services/contract_workflow'
import '#services/sso'
import '#services/holiday_rules'
import '#services/audit_events'
import '#services/time_off/leave_rules'
import '#services/time_off/entitlements'
import '#services/time_off/timesheet_rules'
import '#services/payroll/rules'
import '#services/expenses/expense_rules'
import '#services/expenses/report_rules'
import '#services/mobility/case_rules'
import '#services/mobility/insurance_rules'
// The workflow kernel's effects of each area (app/workflow/effects.ts).
import '#services/time_off/leave_workflow'
import '#services/expenses/expense_workflow'
import '#services/mobility/case_workflow'
import '#services/payroll/paycycle_workflow'
