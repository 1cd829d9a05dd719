import type { FieldDef } from '@hr/shared'

/**
 * Hostile values for a catalogue field, generated from its type. `refused` are never acceptable
 * for the field (the API must answer 4xx naming it and change nothing); `odd` are legal but
 * unusual text (unicode, SQL-shaped, bidi controls) that must never answer 5xx and, when
 * accepted, must read back exactly as sent (no injection, no mangling).
 */
export interface FuzzValues { refused: unknown[]; odd: unknown[] }

const SHAPES = [{ evil: 1 }, [1, 2]]
const NUMBERS_BAD = ['abc', 'NaN', 'Infinity', '1e999', '9'.repeat(40), '1.2.3', true]
const DATES_BAD = ['2026-02-30', '31/12/2026', '0000-00-00', '2026-13-01', '99999-01-01', 20260101]
const TEXT_ODD = ['Zoë 山田 😀 مرحبا', "'; DROP TABLE people; --", 'Robert\u202Eevil', '%00%27 OR 1=1 --']
/** A null byte: PostgreSQL cannot store it in text, so the API must refuse it everywhere. */
export const NULL_BYTE = 'a\u0000b'

export function fuzzValues(f: FieldDef): FuzzValues {
  const textual = ['string', 'text', 'email', 'phone'].includes(f.type)
  const refused: unknown[] = f.type === 'files' ? ['not a list', { evil: 1 }, [{ evil: 1 }]] : [...SHAPES]
  const odd: unknown[] = []
  switch (f.type) {
    case 'integer': refused.push('abc', 1.5, '9'.repeat(30), -1e300, true); break
    case 'decimal': case 'money': refused.push(...NUMBERS_BAD); break
    case 'boolean': refused.push('maybe', 2, -1); break
    case 'date': refused.push(...DATES_BAD); break
    case 'datetime': refused.push('not a time', '2026-02-30T10:00:00Z', 12); break
    case 'enum': refused.push('__proto__', 'not_a_value', 1); break
    case 'country': refused.push('ZZ', 'zz1', 'Singapore', 1); break
    case 'reference': refused.push('abc', 1.5, -1, 0, 99999999999, '1 OR 1=1'); break
    case 'email': refused.push('no at sign', 'a@', '@b.c'); break
    case 'phone': refused.push('call me', '+', '1'.repeat(60)); break
    case 'image': refused.push('../../etc/passwd', 12); break
    case 'file': refused.push('a string', { file_name: 1 }, { file_name: 'x.pdf', file_type: 'pdf', file_url: '../../etc/passwd' }); break
    default: break
  }
  if (f.pattern === 'currency') refused.push('usdd', 'US1', '€')
  if (f.pattern === 'iban') refused.push('NOT-AN-IBAN')
  if (f.pattern === 'bic') refused.push('??')
  if (f.pattern === 'time') refused.push('25:61', '7pm')
  if (f.pattern === 'domain') refused.push('not a domain!')
  if (f.pattern === 'upload') refused.push('../../etc/passwd')
  if (textual) {
    refused.push(NULL_BYTE, 12345)
    if (f.maxLength) refused.push('x'.repeat(f.maxLength + 1))
    else if (f.type === 'string' || f.type === 'text') odd.push('x'.repeat(100_000))
    // Only free text may take any characters; a pattern or type of its own refuses them.
    if ((f.type === 'string' || f.type === 'text') && !f.pattern && !f.enum) odd.push(...TEXT_ODD)
  }
  return { refused, odd }
}

/** Query strings no list should answer with a 5xx (the suite adds the resource's own fields). */
export function listQueries(fields: FieldDef[]): string[] {
  const some = fields.find((f) => f.type === 'string' || f.type === 'text')?.name ?? 'name'
  const date = fields.find((f) => f.type === 'date')?.name
  const number = fields.find((f) => f.type === 'integer' || f.type === 'reference')?.name
  const q = [
    'external[page]=-1', 'external[page]=abc', 'external[page]=1e999', 'external[per_page]=100000', 'external[per_page]=-5',
    'external[per_page]=0', 'external[page][x]=1', 'sort=no_such_field', 'sort=-id;DROP TABLE people', 'sort[]=id',
    'sort=__proto__', 'filter[no_such_field]=x', `filter[${some}][]=a`, `filter[${some}][x]=1`,
    `filter[${some}]=${encodeURIComponent("' OR 1=1 --")}`, `query_string=${'x'.repeat(8_000)}`,
    `query_string=${encodeURIComponent('%_\\')}`, 'query_string=%00', 'query_string[]=a', `filter[${some}]=%00`,
  ]
  if (date) q.push(`filter[${date}]=notadate`, `filter[${date}]=2026-02-30..`, `filter[${date}]=....`)
  if (number) q.push(`filter[${number}]=abc`, `filter[${number}]=${'9'.repeat(40)}`)
  return q
}
