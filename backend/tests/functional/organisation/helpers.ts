import db from '@adonisjs/lucid/services/db'
import { PDFDocument } from 'pdf-lib'

/** Ids of the demo companies, by name. */
export const customerId = async (name: string) => Number((await db.from('customers').where('name', name).first()).id)
export const vendorId = async (name: string) => Number((await db.from('vendors').where('name', name).first()).id)

/** A demo business entity of a company (demo/organisation.ts names them "<Slug> Pte. Ltd."). */
export const entityId = async (display: string) => Number((await db.from('business_entities').where('display_name', display).first()).id)

export async function pdf(text: string) {
  const doc = await PDFDocument.create()
  doc.addPage().drawText(text)
  return Buffer.from(await doc.save())
}
