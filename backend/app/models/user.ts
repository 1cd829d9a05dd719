import { DateTime } from 'luxon'
import hash from '@adonisjs/core/services/hash'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { withAuthFinder } from '@adonisjs/auth/mixins/lucid'
import { AccessTokensProvider } from '#services/access_tokens'
import { ACCESS_PRIVILEGES, accessFlag, type RoleSubject, type UserRole } from '@hr/shared'

const AuthFinder = withAuthFinder(() => hash.use('scrypt'), {
  uids: ['email'],
  passwordColumnName: 'password',
})

/** SQLite hands timestamps back as text (ISO or SQL format), PostgreSQL as Date: read both as UTC. */
const utc = {
  consume: (v: unknown) => {
    if (v === null || v === undefined) return null
    if (v instanceof Date) return DateTime.fromJSDate(v, { zone: 'utc' })
    const s = String(v)
    return DateTime.fromISO(s.includes('T') ? s : s.replace(' ', 'T'), { zone: 'utc' })
  },
}

const bool = { consume: (v: unknown) => v === true || v === 1 || v === '1', prepare: (v: unknown) => !!v }

/** A login account. HR data of staff lives on their Person (people table), linked by people.user_id. */
export default class User extends compose(BaseModel, AuthFinder) {
  static table = 'users'

  @column({ isPrimary: true }) declare id: number
  @column() declare email: string
  @column({ serializeAs: null }) declare password: string
  @column() declare name: string
  @column() declare role: UserRole
  @column() declare lang: string
  @column() declare pic: string | null
  @column() declare title: string | null
  @column({ columnName: 'customer_id' }) declare customerId: number | null
  @column({ columnName: 'vendor_id' }) declare vendorId: number | null
  @column(bool) declare accessVendorPortal: boolean
  @column(bool) declare isManager: boolean
  @column(bool) declare isEmployee: boolean
  @column(bool) declare isIntern: boolean
  @column() declare contractorType: string | null
  @column(bool) declare isActive: boolean
  @column.dateTime(utc) declare agreePrivacyTime: DateTime | null
  @column(bool) declare accessViewPeopleList: boolean
  @column(bool) declare accessBi: boolean
  @column(bool) declare accessBillingAndOrder: boolean
  @column(bool) declare accessPersonalInfo: boolean
  @column(bool) declare accessBankInfo: boolean
  @column(bool) declare accessContractor: boolean
  @column(bool) declare accessEor: boolean
  @column(bool) declare accessTime: boolean
  @column(bool) declare accessPayroll: boolean
  @column(bool) declare accessOnboarding: boolean
  @column(bool) declare accessOffboarding: boolean
  @column(bool) declare accessInfo: boolean
  @column(bool) declare accessAdmin: boolean
  @column.dateTime({ autoCreate: true, ...utc }) declare createdAt: DateTime
  @column.dateTime({ autoCreate: true, autoUpdate: true, ...utc }) declare updatedAt: DateTime | null
  @column.dateTime(utc) declare deletedAt: DateTime | null

  /** The user's own Person (people.user_id), loaded per request by the tenancy and profile code. */
  personId: number | null = null
  /** People this user is data manager of, loaded with personId. */
  managedPersonIds: number[] = []
  /** People whose reporting manager this user is, loaded with personId. */
  reportPersonIds: number[] = []
  /** Payroll reports shared with this user or awaiting their approval, loaded with personId. */
  readableReportIds: number[] = []
  sharedExpenseReportIds: number[] = []
  /** set by resolveTenancy: vendors this user acts for as owner (own, and managed partners for admins) */
  managedVendorIds: number[] = []

  static accessTokens = AccessTokensProvider.forModel(User, {
    expiresIn: '1 year',
    prefix: 'oat_',
    table: 'auth_access_tokens',
    type: 'auth_token',
    tokenSecretLength: 40,
  })

  /** The shape the shared role/permission code reads (snake_case, as the API returns it). */
  roleSubject(): RoleSubject {
    const subject: RoleSubject = {
      id: this.id,
      role: this.role,
      access_vendor_portal: this.accessVendorPortal,
      is_manager: this.isManager,
      is_employee: this.isEmployee,
      is_intern: this.isIntern,
      contractor_type: this.contractorType,
      customer_id: this.customerId,
      vendor_id: this.vendorId,
      person_id: this.personId,
      managed_person_ids: this.managedPersonIds,
      report_person_ids: this.reportPersonIds,
      readable_report_ids: this.readableReportIds,
      shared_expense_report_ids: this.sharedExpenseReportIds,
      managed_vendor_ids: this.managedVendorIds,
    }
    for (const [flag, property] of PRIVILEGE_PROPERTIES) subject[flag] = !!(this as any)[property]
    return subject
  }
}

const camel = (s: string) => s.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())
/** Each privilege flag with the model property holding it (roleSubject runs several times per request). */
const PRIVILEGE_PROPERTIES = ACCESS_PRIVILEGES.map((p) => [accessFlag(p), camel(accessFlag(p))] as const)
