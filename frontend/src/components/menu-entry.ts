/** One side-menu entry (shell §2.3); the shell's own entries and the areas' share this shape. */
export type MenuGroup = 'personal_portal' | 'manager_portal'

export interface SideMenuEntry {
  /** The route it opens; also the menu key. */
  path: string
  /** i18n key of the label. */
  labelKey: string
  group?: MenuGroup
  /** Routed and highlightable, but no visible link (spec: /people/contractor "link hidden"). */
  hidden?: boolean
  /** Extra path fragments that highlight this entry (spec: payroll/payslip, global-mobility). */
  alsoFor?: string[]
}
