import type { FieldDef, ResourceDeclaration } from './types.js'

/**
 * Row types derived from the resource declarations (issue 45 §3), so no screen writes a row type
 * by hand: `RowOf<typeof people>` is a person as the API's list and show calls answer it.
 * The wire format is unchanged: a money field is its decimal amount text, its currency another
 * column; `moneyOf` reads the two as one `Money` for the cells that show it.
 */

/** An uploaded file as 'file' and 'files' fields hold it. */
export interface FileDescriptor { file_name: string; file_type: string; file_url: string }

/** An amount in a currency: the decimal text the API sends, never a float. */
export interface Money { amount: string; currency: string }

type DeclarationOf<R> = R extends { readonly '~declaration'?: infer D } ? (D extends ResourceDeclaration ? D : never) : never

/** The columns defineResource adds to every declaration (define.ts COMMON_FIELDS). */
interface CommonColumns { id: number; created_at: string; updated_at: string | null }

type ValueOfType<F> =
  F extends { type: 'enum'; enum: readonly (infer E)[] } ? E
    : F extends { type: 'integer' | 'reference' } ? number
      : F extends { type: 'boolean' } ? boolean
        : F extends { type: 'file' } ? FileDescriptor
          : F extends { type: 'files' } ? FileDescriptor[]
            : F extends { type: 'translations' } ? Partial<Record<string, string>>
              : string

/** A required field, or one the database defaults to a value, always has one; any other may be null. */
type ValueOf<F> = F extends { required: true } | { default: string | number | boolean } ? ValueOfType<F> : ValueOfType<F> | null

type FieldsOf<D extends ResourceDeclaration> = D['fields'][number]

/** A field whose name is not a literal (a shared FieldDef constant typed wide) cannot name a column: left out. */
type DeclaredColumns<D extends ResourceDeclaration> = {
  [F in FieldsOf<D> as string extends F['name'] ? never : F['name']]: ValueOf<F>
}

type SoftDeleteColumn<D extends ResourceDeclaration> = D extends { softDelete: true } ? { deleted_at: string | null } : unknown

/** One row of a resource as the API answers it (a declaration's own `id` or `created_at` field wins). */
export type RowOf<R> = DeclarationOf<R> extends infer D extends ResourceDeclaration
  ? Omit<CommonColumns, keyof DeclaredColumns<D>> & DeclaredColumns<D> & SoftDeleteColumn<D>
  : never

/** The names of a resource's money fields. */
export type MoneyFieldOf<R> = DeclarationOf<R> extends infer D extends ResourceDeclaration
  ? Extract<FieldsOf<D>, { type: 'money' }>['name']
  : never

/**
 * A money field's amount and its currency (the field's `currencyField`) read from a row as one
 * value; null while the amount is empty.
 */
export function moneyOf(row: Record<string, unknown>, field: FieldDef): Money | null {
  const amount = row[field.name]
  if (amount === null || amount === undefined || amount === '') return null
  const currency = field.currencyField ? row[field.currencyField] : undefined
  return { amount: String(amount), currency: typeof currency === 'string' ? currency : '' }
}

/** A row of a resource a screen knows only by name (the generic record sections): its columns are read by field. */
export type AnyRow = { id: number } & Record<string, unknown>
