import {
  can, commentEditable, expiryRange, getResource, mayUseField, mobilityCaseDeletable, mobilityCaseOpen, mobilityMoves,
  VISA_EXPIRY_SOON_DAYS, VISA_EXPIRY_WINDOWS, type FieldDef, type MobilityStatus, type RoleSubject,
} from '@hr/shared'
import type { CrudFilter, CrudSort, Pagination } from '@refinedev/core'
import { MOBILITY_URL } from '../../components/mobility-section'

/**
 * The global mobility screens' rules as pure functions (unit-tested): the list's parameters, the
 * conversation thread, what the user may do on a case and its comments, and the form bodies.
 */
export const caseUrl = (id: number) => `${MOBILITY_URL}/${id}`

export const caseDef = getResource('mobility_case')
export const commentDef = getResource('mobility_comment')
export const caseField = (name: string) => caseDef.fields.find((f) => f.name === name) as FieldDef

/** The fee fields (money and its currency): only for users meeting their requirement (the info privilege). */
export const FEE_FIELDS = ['currency', 'service_fee', 'vendor_cost'] as const
/** What the case form edits; the API's field errors land under these. */
export const CASE_FORM_FIELDS = ['person_id', 'leaving_country', 'visiting_country', 'visa_type', 'arrive_date', 'visa_expiry_date', ...FEE_FIELDS, 'files', 'notes'] as const

/** Tag colours of the case statuses. */
export const STATUS_COLOURS: Record<MobilityStatus, string> = {
  information_collection: 'default',
  application_in_progress: 'processing',
  approved: 'success',
  rejected: 'error',
  completed: 'cyan',
  canceled: 'default',
}

export interface CaseFilters {
  /** only these people's cases (the person tab; the search box's matches) */
  personIds?: number[] | null
  statuses?: string[]
  visitingCountries?: string[]
  visaTypes?: string[]
  /** visas expiring within this many days from today */
  expiringWithin?: number | null
  page?: number
  perPage?: number
  sort?: string
}

/** A sort as the list convention writes it ('-id', 'visa_expiry_date') as Refine's sorters. */
const sortersOf = (sort: string): CrudSort[] =>
  sort.split(',').filter(Boolean).map((s) => (s.startsWith('-') ? { field: s.slice(1), order: 'desc' } : { field: s, order: 'asc' }))

/**
 * The filters as Refine's list parameters; the data provider sends them by the list convention
 * (filter[f]=a,b; the expiry window as a from..to date range).
 */
export function caseListParams(f: CaseFilters, today: string): { filters: CrudFilter[]; sorters: CrudSort[]; pagination: Pagination } {
  const filters: CrudFilter[] = []
  const list = (field: string, values: readonly (string | number)[] | null | undefined) => {
    if (values?.length) filters.push({ field, operator: 'in', value: [...values] })
  }
  list('person_id', f.personIds)
  list('status', f.statuses)
  list('visiting_country', f.visitingCountries)
  list('visa_type', f.visaTypes)
  if (f.expiringWithin) filters.push({ field: 'visa_expiry_date', operator: 'eq', value: expiryRange(today, f.expiringWithin) })
  return { filters, sorters: sortersOf(f.sort ?? '-id'), pagination: { currentPage: f.page ?? 1, pageSize: f.perPage ?? 20 } }
}

/** The statuses of a case that still moves (the dashboard's "expiring soon" looks at these). */
export const OPEN_STATUSES = ['information_collection', 'application_in_progress', 'approved'] as const

/** The dashboard card's request: open cases whose visa expires within VISA_EXPIRY_SOON_DAYS, soonest first. */
export const expiringSoonFilters = (): CaseFilters => ({
  statuses: [...OPEN_STATUSES], expiringWithin: VISA_EXPIRY_SOON_DAYS, sort: 'visa_expiry_date', perPage: 5,
})

const dayNumber = (iso: string) => Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / 86_400_000

/** How urgent a visa's expiry is: already expired, within the first window (30 days), or neither. */
export function expiryUrgency(expiry: string | null | undefined, today: string, days: number = VISA_EXPIRY_WINDOWS[0]): 'expired' | 'soon' | null {
  if (!expiry) return null
  const left = dayNumber(expiry) - dayNumber(today)
  if (Number.isNaN(left)) return null
  if (left < 0) return 'expired'
  return left <= days ? 'soon' : null
}

/** Whole days from today to the expiry (negative once expired). */
export const daysLeft = (expiry: string, today: string) => Math.round(dayNumber(expiry) - dayNumber(today))

export interface ThreadEntry<C> { comment: C; replies: C[] }

/**
 * A flat comment list as the conversation shows it: top-level comments oldest first, each with its
 * replies (oldest first) beneath. A reply whose comment is not in the list stands on its own.
 */
export function buildThread<C extends { id: number; parent_id: number | null }>(comments: readonly C[]): ThreadEntry<C>[] {
  const sorted = [...comments].sort((a, b) => a.id - b.id)
  const tops = new Map<number, ThreadEntry<C>>()
  const out: ThreadEntry<C>[] = []
  for (const c of sorted) {
    if (c.parent_id == null) {
      const entry = { comment: c, replies: [] }
      tops.set(c.id, entry)
      out.push(entry)
    }
  }
  for (const c of sorted) {
    if (c.parent_id == null) continue
    const parent = tops.get(c.parent_id)
    if (parent) parent.replies.push(c)
    else out.push({ comment: c, replies: [] })
  }
  return out.sort((a, b) => a.comment.id - b.comment.id)
}

/** A timeline entry's title: "Opened" for the first, "<from> → <to>" for each move. */
export function timelineTitle(entry: { from_status: string | null; to_status: string }, t: (key: string, o?: Record<string, unknown>) => string) {
  if (!entry.from_status) return t('mobility_ui.timeline.opened')
  const name = (s: string) => t(`enums.status.${s}`, { defaultValue: s })
  return `${name(entry.from_status)} → ${name(entry.to_status)}`
}

type CaseLike = { person_id: number; status: string; [k: string]: unknown }

/** Whether the user may read the case's fees (the API leaves them out otherwise). */
export const mayReadFees = (user: RoleSubject | null | undefined, kase?: CaseLike) => mayUseField(user, caseDef, caseField('service_fee'), kase)

/** The buttons a case offers the user: edit while open, delete while collecting information, the status moves. */
export function caseActions(user: RoleSubject | null | undefined, kase: CaseLike) {
  const update = can(user, 'update', caseDef, kase)
  return {
    edit: update && mobilityCaseOpen(kase.status),
    delete: can(user, 'delete', caseDef, kase) && mobilityCaseDeletable(kase.status),
    moves: update ? mobilityMoves(kase.status) : [],
  }
}

/** The person, HR and the vendor's users comment on an open case; managers only read. */
export const mayComment = (user: RoleSubject | null | undefined, kase: CaseLike) =>
  mobilityCaseOpen(kase.status) && can(user, 'create', commentDef, { person_id: kase.person_id })

/**
 * Its author corrects a comment within MOBILITY_COMMENT_EDIT_MINUTES of posting it. A comment the
 * server stamped a moment ahead of this browser's clock counts as just written.
 */
export function mayEditComment(user: RoleSubject | null | undefined, comment: { created_by: number | null; created_at: string | null }, now: Date = new Date()) {
  if (!user || comment.created_by == null || Number(comment.created_by) !== user.id || !comment.created_at) return false
  const written = Date.parse(comment.created_at)
  return commentEditable(comment.created_at, Number.isNaN(written) ? now : new Date(Math.max(now.getTime(), written)))
}

/**
 * Who gets the dashboard's "visas expiring soon" card: users of the Manager portal who read other
 * people's cases — managers (their reports'), HR, the vendor's users and admins. A plain employee
 * reads only their own and gets neither the card nor its request; nor does anyone the layout keeps
 * out of /global-mobility, where the card's links lead.
 */
export function seesOthersCases(user: (RoleSubject & { roles?: { manager?: boolean } }) | null | undefined): boolean {
  return !!user?.roles?.manager && can(user, 'list', caseDef)
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : v)
const blank = (v: unknown) => v === undefined || v === null || v === ''

/**
 * The case form's values as the API body: text trimmed; a new case leaves blank inputs out, an
 * edit sends them as null (cleared). The fees go only when the user may set them (else the API
 * answers 403), and the person only on create (the case's person does not change).
 */
export function casePayload(values: Record<string, unknown>, opts: { create: boolean; withFees: boolean }) {
  const out: Record<string, unknown> = {}
  for (const name of CASE_FORM_FIELDS) {
    if (name === 'person_id' && !opts.create) continue
    if ((FEE_FIELDS as readonly string[]).includes(name) && !opts.withFees) continue
    if (!(name in values)) continue
    const v = name === 'files' ? (values.files ?? []) : text(values[name])
    if (opts.create) {
      if (!blank(v) && !(Array.isArray(v) && !v.length)) out[name] = v
    } else {
      out[name] = blank(v) ? null : v
    }
  }
  return out
}

/**
 * Set expat's "open a visa case for the host country" (issue 16): with the box ticked the call
 * carries open_visa_case, the visa type and, when given, the visa's expiry date.
 */
export function visaCaseExtras(values: Record<string, unknown>): Record<string, unknown> {
  if (values.open_visa_case !== true) return {}
  return {
    open_visa_case: true,
    visa_type: values.visa_type ?? null,
    ...(blank(values.visa_expiry_date) ? {} : { visa_expiry_date: values.visa_expiry_date }),
  }
}

/** A run-off paycycle as stop expat offers it: its name (what the stop records) and its payroll. */
export const runOffOptions = (cycles: readonly { name: string; payroll_name: string }[]) =>
  cycles.map((c) => ({ value: c.name, label: `${c.name} (${c.payroll_name})` }))

/** A country code by its name in the UI language (the browser's Intl data), else the code. */
export function countryName(code: string | null | undefined, lang = 'en'): string {
  if (!code) return ''
  try {
    return new Intl.DisplayNames([lang, 'en'], { type: 'region' }).of(code.toUpperCase()) ?? code
  } catch {
    return code
  }
}
