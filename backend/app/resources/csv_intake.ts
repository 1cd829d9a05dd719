import type { HttpContext } from '@adonisjs/core/http'
import { readFile } from 'node:fs/promises'
import { parse } from 'csv-parse/sync'
import { IMPORT_MAX_ITEMS } from '@hr/shared'
import { ApiError } from '#exceptions/api_error'

const MAX_CSV_BYTES = 5 * 1024 * 1024

/**
 * The uploaded CSV of an import (multipart `file`) read into rows keyed by lower-cased header,
 * with the catalogue's messages for a missing, unreadable, empty or oversized file. `keyColumn`
 * is a header every valid file has (a file without it has "no rows" as far as the import goes).
 */
export async function readImportCsv(ctx: HttpContext, keyColumn: string): Promise<{ rows: Record<string, string>[]; dryRun: boolean }> {
  const file = ctx.request.file('file')
  if (!file || !file.tmpPath) throw ApiError.unprocessable('select_file', [{ field: 'file', rule: 'required', message: 'select_file' }])
  const invalidCsv = ApiError.unprocessable('upload_valid_csv', [{ field: 'file', rule: 'csv', message: 'upload_valid_csv' }])
  if ((file.extname ?? '').toLowerCase() !== 'csv' || file.size > MAX_CSV_BYTES) throw invalidCsv

  let rows: Record<string, string>[]
  try {
    const text = await readFile(file.tmpPath, 'utf8')
    if (text.includes('\u0000')) throw new Error('binary')
    rows = parse(text, { columns: (h: string[]) => h.map((c) => c.trim().toLowerCase()), skip_empty_lines: true, skip_records_with_empty_values: true, trim: true, bom: true })
  } catch {
    throw invalidCsv
  }
  if (rows.length === 0 || !(keyColumn in rows[0])) {
    throw ApiError.unprocessable('import_no_rows', [{ field: 'file', rule: 'rows', message: 'import_no_rows' }])
  }
  if (rows.length > IMPORT_MAX_ITEMS) throw ApiError.unprocessable('import_max_items', [{ field: 'file', rule: 'max', message: 'import_max_items' }])
  const dryRun = ['1', 'true', 'yes'].includes(String(ctx.request.input('dry_run', 'false')).toLowerCase())
  return { rows, dryRun }
}
