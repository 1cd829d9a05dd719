import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * node ace leave:expire — writes the expiry entries of carried leave days whose expiry date has
 * passed, for every customer (schedule it daily). Idempotent: balances also write a person's due
 * expiries when read, so the ledger is right even between runs.
 */
export default class LeaveExpire extends BaseCommand {
  static commandName = 'leave:expire'
  static description = 'Write the expiry entries of carried leave days that have expired'
  static options: CommandOptions = { startApp: true }

  async run() {
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const { expireCarriedDays } = await import('#areas/time_off/ledger')
    const before = Number((await db.from('leave_ledger_entries').where('kind', 'expiry').count('* as n').first())?.n ?? 0)
    await expireCarriedDays(db, {})
    const after = Number((await db.from('leave_ledger_entries').where('kind', 'expiry').count('* as n').first())?.n ?? 0)
    this.logger.info(`leave:expire wrote ${after - before} expiry entries`)
  }
}
