import {
  LIST_PAGE_SIZE, MAX_PAGE_SIZE, filterableFields, searchableFields, sortableFields, type CrudAction, type ResourceDef,
} from '@hr/shared'
import {
  createSchema, listPageSchema, pascal, ref, requirementText, responseRef, rowSchema, updateSchema, type Schema,
} from './schemas.js'

export type Operation = Record<string, unknown>
export type PathItem = Record<string, Operation>

export const idParameter = { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }
/** Every signed-in route: a bearer token, or the SPA's httpOnly cookie (changes then need X-Requested-With). */
export const signedIn = [{ bearerAuth: [] }, { cookieAuth: [] }]
export const tenantParameters = [{ $ref: '#/components/parameters/CustomerId' }, { $ref: '#/components/parameters/VendorId' }]

function accessNote(def: ResourceDef, action: CrudAction) {
  const rule = def.access[action]
  return rule === 'nobody' ? 'Not offered through the API: always answers 403.' : `Who: ${requirementText(rule)}.`
}

/** The list convention of resources/query_parser.ts, narrowed to what this resource declares. */
function listParameters(def: ResourceDef) {
  const params: Record<string, unknown>[] = [
    { name: 'external[page]', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 }, description: 'page number (also `page`)' },
    {
      name: 'external[per_page]', in: 'query', schema: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: LIST_PAGE_SIZE },
      description: `rows per page (also \`per_page\`); more than ${MAX_PAGE_SIZE} reads as ${MAX_PAGE_SIZE}`,
    },
  ]
  const searchable = searchableFields(def).map((f) => f.name)
  if (searchable.length) {
    params.push({ name: 'query_string', in: 'query', schema: { type: 'string' }, description: `case-insensitive match on ${searchable.join(', ')}` })
  }
  const sortable = sortableFields(def).map((f) => f.name)
  if (sortable.length) {
    params.push({
      name: 'sort', in: 'query', schema: { type: 'string' },
      description: `comma-separated fields, \`-field\` (or \`field:desc\`) descending; sortable: ${sortable.join(', ')}; default ${def.defaultSort ?? 'id'}`,
    })
  }
  for (const f of [{ name: 'id', type: 'integer' }, ...filterableFields(def)]) {
    const range = f.type === 'date' || f.type === 'datetime' ? '; or a range `from..to` (either end open)' : ''
    params.push({ name: `filter[${f.name}]`, in: 'query', schema: { type: 'string' }, description: `comma-separated values, any of which matches${range}` })
  }
  return params
}

const json = (schema: Schema) => ({ 'application/json': { schema } })

/** The five generic endpoints of one catalogue resource (start/routes.ts mounts them from the same catalogue). */
export function cataloguePaths(def: ResourceDef): { paths: Record<string, PathItem>; schemas: Record<string, Schema> } {
  const name = pascal(def.name)
  const row = ref(name)
  const tag = def.path
  const common = { tags: [tag], security: signedIn }
  const confirm = def.confirmDeleteMessage
    ? {
        requestBody: {
          required: true,
          content: json({ type: 'object', properties: { name: { type: 'string', description: `the record's ${def.titleField}, retyped` } }, required: ['name'] }),
        },
      }
    : {}

  const collection: PathItem = {
    get: {
      ...common,
      operationId: `${def.name}.list`,
      summary: `List ${def.path}`,
      description: `${accessNote(def, 'list')}${def.listDeleted ? ' Soft-deleted rows are listed too (deleted_at set).' : ''}`,
      parameters: [...tenantParameters, ...listParameters(def)],
      responses: { 200: { description: 'A page of rows', content: json(listPageSchema(row)) }, 401: responseRef('Unauthenticated'), 403: responseRef('Forbidden') },
    },
    post: {
      ...common,
      operationId: `${def.name}.create`,
      summary: `Create ${def.path}`,
      description: accessNote(def, 'create'),
      parameters: tenantParameters,
      requestBody: { required: true, content: json(ref(`${name}Create`)) },
      responses: {
        201: { description: 'The created row', content: json(row) },
        401: responseRef('Unauthenticated'), 403: responseRef('Forbidden'), 409: responseRef('Conflict'), 422: responseRef('Invalid'),
      },
    },
  }
  const item: PathItem = {
    get: {
      ...common,
      operationId: `${def.name}.show`,
      summary: `Read ${def.path}`,
      description: accessNote(def, 'show'),
      parameters: [idParameter, ...tenantParameters],
      responses: { 200: { description: 'The row', content: json(row) }, 401: responseRef('Unauthenticated'), 403: responseRef('Forbidden'), 404: responseRef('NotFound') },
    },
    post: {
      ...common,
      operationId: `${def.name}.update`,
      summary: `Update ${def.path}`,
      description: `${accessNote(def, 'update')} Only the fields sent change.`,
      parameters: [idParameter, ...tenantParameters],
      requestBody: {
        required: true,
        content: json({ type: 'object', properties: { update_data: ref(`${name}Update`) }, required: ['update_data'] }),
      },
      responses: {
        200: { description: 'The updated row', content: json(row) },
        401: responseRef('Unauthenticated'), 403: responseRef('Forbidden'), 404: responseRef('NotFound'), 409: responseRef('Conflict'), 422: responseRef('Invalid'),
      },
    },
    delete: {
      ...common,
      operationId: `${def.name}.delete`,
      summary: `Delete ${def.path}`,
      description: `${accessNote(def, 'delete')}${def.softDelete ? ' The row is kept with deleted_at set.' : ''}`,
      parameters: [idParameter, ...tenantParameters],
      ...confirm,
      responses: {
        200: { description: 'The id of the deleted row', content: json(ref('Deleted')) },
        401: responseRef('Unauthenticated'), 403: responseRef('Forbidden'), 404: responseRef('NotFound'), 409: responseRef('Conflict'),
        ...(confirm.requestBody ? { 422: responseRef('Invalid') } : {}),
      },
    },
  }
  return {
    paths: { [`/api/${def.path}`]: collection, [`/api/${def.path}/{id}`]: item },
    schemas: { [name]: rowSchema(def), [`${name}Create`]: createSchema(def), [`${name}Update`]: updateSchema(def) },
  }
}
