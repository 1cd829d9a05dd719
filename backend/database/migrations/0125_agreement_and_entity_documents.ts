import { BaseSchema } from '@adonisjs/lucid/schema'

const TABLES = ['agreements', 'business_entities'] as const

/**
 * Agreements and business entities hold several documents (domain §3 "documents"): the single
 * `document` descriptor becomes the first entry of a `documents` JSON list.
 */
export default class extends BaseSchema {
  async up() {
    for (const table of TABLES) {
      this.schema.alterTable(table, (t) => {
        t.text('documents').nullable()
      })
      this.defer(async (db) => {
        for (const row of await db.from(table).whereNotNull('document').select('id', 'document')) {
          let file: unknown
          try { file = JSON.parse(String(row.document)) } catch { file = null }
          if (file && typeof file === 'object') await db.from(table).where('id', row.id).update({ documents: JSON.stringify([file]) })
        }
      })
      this.schema.alterTable(table, (t) => {
        t.dropColumn('document')
      })
    }
  }

  async down() {
    for (const table of TABLES) {
      this.schema.alterTable(table, (t) => {
        t.text('document').nullable()
      })
      // Going back keeps the first document of each list (the old column held one).
      this.defer(async (db) => {
        for (const row of await db.from(table).whereNotNull('documents').select('id', 'documents')) {
          let files: unknown
          try { files = JSON.parse(String(row.documents)) } catch { files = [] }
          if (Array.isArray(files) && files.length) await db.from(table).where('id', row.id).update({ document: JSON.stringify(files[0]) })
        }
      })
      this.schema.alterTable(table, (t) => {
        t.dropColumn('documents')
      })
    }
  }
}
