import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib'

/** Real, small PDFs for the privacy dialog: each demo customer's privacy policy and the platform terms. */
async function makePdf(title: string, paragraphs: string[]) {
  const doc = await PDFDocument.create()
  doc.setTitle(title)
  const font = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const page = doc.addPage([595, 842])
  page.drawText(title, { x: 56, y: 770, size: 20, font: bold, color: rgb(0.1, 0.2, 0.45) })
  let y = 730
  for (const p of paragraphs) {
    const words = p.split(' ')
    let line = ''
    for (const w of words) {
      if (font.widthOfTextAtSize(`${line} ${w}`, 11) > 480) {
        page.drawText(line.trim(), { x: 56, y, size: 11, font })
        y -= 16
        line = ''
      }
      line += ` ${w}`
    }
    page.drawText(line.trim(), { x: 56, y, size: 11, font })
    y -= 28
  }
  return Buffer.from(await doc.save())
}

export async function storeDemoPdf(key: string, title: string, paragraphs: string[], owner: { customer_id?: number; vendor_id?: number }) {
  const bytes = await makePdf(title, paragraphs)
  await drive.use().put(key, bytes, { contentType: 'application/pdf' })
  await db.table('uploads').insert({
    file_key: key, file_name: `${title}.pdf`, file_type: 'pdf', mime_type: 'application/pdf', size: bytes.length,
    owner_type: owner.customer_id ? 'customer' : 'vendor', customer_id: owner.customer_id ?? null, vendor_id: owner.vendor_id ?? null,
    created_at: new Date().toISOString(),
  })
  return JSON.stringify({ file_name: `${title}.pdf`, file_type: 'pdf', file_url: key })
}

export const privacyPolicy = (company: string) => [
  `${company} processes the personal data of its staff to run employment, payroll and benefits.`,
  'We keep identity, contact, employment, bank and tax details for as long as the law requires, and share them only with the payroll provider and authorities that need them.',
  'You may ask to see, correct or export your data at any time through your HR team.',
]

export const platformTerms = (vendor: string) => [
  `These terms govern your use of the HR platform operated by ${vendor}.`,
  'You agree to keep your login private, to use the platform only for your work with your employer, and to report any suspected misuse.',
  'The platform stores data in accordance with the privacy policy of your employer and applicable law.',
]
