import router from '@adonisjs/core/services/router'
import { scanHandler, type HandlerInfo, type Resolve } from './source_scan.js'
import { fromVine, responseRef, type Schema } from './schemas.js'
import { signedIn, tenantParameters, type Operation } from './catalogue_paths.js'

/** One method of one registered /api route. */
export interface ApiRoute {
  method: string
  /** the Adonis pattern: /api/leave/:id/status */
  pattern: string
  route: { handler: unknown; middleware: unknown; matchers: Record<string, { match?: RegExp }> }
}

/** Adonis patterns to OpenAPI templates: `:id` → `{id}`, the wildcard `*` → `{path}`. */
export const openapiPath = (pattern: string) => pattern.replace(/:([\w$]+)\??/g, '{$1}').replace(/\*/g, '{path}')

/** Every method of every route under /api (HEAD is GET's shadow, not a route of its own). */
export function apiRoutes(): ApiRoute[] {
  const out: ApiRoute[] = []
  for (const route of Object.values(router.toJSON()).flat()) {
    if (route.pattern !== '/api' && !route.pattern.startsWith('/api/')) continue
    for (const method of route.methods) {
      if (method === 'HEAD') continue
      out.push({ method: method.toLowerCase(), pattern: route.pattern, route: route as unknown as ApiRoute['route'] })
    }
  }
  return out
}

/** Route handlers written inline in start/routes.ts have no controller source to read. */
const INLINE: Record<string, string> = {
  'get /api/health': 'Liveness, database and queue check: `{ status, database, connection, queue: { driver, waiting, active, delayed, failed, workers, heartbeat_at } }`; 503 `{ status: "degraded" }` when the database or the queue is unreachable.',
  'delete /api/bank-account_2/{id}': 'Alias of `DELETE /api/bank-account/{id}` (the spec names both).',
}

function middlewareOf(route: ApiRoute['route']) {
  const all = [...((route.middleware as { all?: () => Iterable<unknown> })?.all?.() ?? [])]
  const names = all.map((m) => (typeof m === 'function' ? m.name : (m as { name?: string })?.name ?? ''))
  return {
    auth: names.includes('auth'),
    tenant: names.includes('tenant'),
    // start/limiter.ts names each throttle `<name>Throttle` (limiter.define).
    throttled: names.some((n) => /Throttle$/.test(n)),
  }
}

function pathParameters(route: ApiRoute) {
  const params: Record<string, unknown>[] = []
  for (const m of route.pattern.matchAll(/:([\w$]+)(\?)?/g)) {
    const numeric = route.route.matchers?.[m[1]]?.match?.source === '^[0-9]+$'
    params.push({ name: m[1], in: 'path', required: true, schema: numeric ? { type: 'integer', minimum: 0 } : { type: 'string' } })
  }
  if (route.pattern.includes('*')) params.push({ name: 'path', in: 'path', required: true, schema: { type: 'string' }, description: 'the rest of the path, slashes included' })
  return params
}

/** A validator's top-level properties as query parameters (a read's validateUsing reads the query string). */
function queryParameters(schema: Schema) {
  const props = (schema.properties ?? {}) as Record<string, Schema>
  const required = new Set((schema.required ?? []) as string[])
  return Object.entries(props).map(([name, s]) => ({ name, in: 'query', required: required.has(name), schema: s }))
}

const words = (s: string) => s.replace(/_controller$/, '').replace(/[_/-]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()

function summaryOf(info: HandlerInfo | null, method: string, path: string) {
  if (!info) return `${method.toUpperCase()} ${path}`
  const action = words(info.handlerMethod)
  return `${words(info.module)}: ${action}`.replace(/^./, (c) => c.toUpperCase())
}

function requestBody(method: string, info: HandlerInfo | null, body: Schema | null) {
  if (info?.files.length) {
    const properties = Object.fromEntries([
      ...info.files.map((f) => [f, { type: 'string', contentMediaType: 'application/octet-stream' }]),
      ...info.fields.map((f) => [f, { type: 'string' }]),
    ])
    return { required: true, content: { 'multipart/form-data': { schema: { type: 'object', properties, required: info.files } } } }
  }
  if (body) return { required: true, content: { 'application/json': { schema: body } } }
  if (info?.fields.length) {
    const properties = Object.fromEntries(info.fields.map((f) => [f, { description: 'validated by the handler' }]))
    return { content: { 'application/json': { schema: { type: 'object', properties } } } }
  }
  if (info && !info.readsBody) return undefined
  if (method === 'post' || method === 'put' || method === 'patch') {
    return { content: { 'application/json': { schema: { type: 'object', description: 'not described by a validator; see the operation description' } } } }
  }
  return undefined
}

/**
 * The operation of a bespoke route: path parameters from its pattern, security from its
 * middleware, the request from the VineJS validator its controller method runs (when reachable).
 */
export async function routeOperation(route: ApiRoute, resolve: Resolve) {
  const path = openapiPath(route.pattern)
  const handler = route.route.handler as { reference?: unknown }
  const reference = typeof handler === 'object' && handler && Array.isArray(handler.reference) ? handler.reference : null
  const info = reference && typeof reference[1] === 'string' ? await scanHandler(reference[0], reference[1], resolve) : null
  const { auth, tenant, throttled } = middlewareOf(route.route)

  const reads = route.method === 'get' || route.method === 'delete'
  const bodySchema = info?.body ? fromVine(info.body.toJSONSchema()) : null
  const querySchema = info?.query ? fromVine(info.query.toJSONSchema()) : null
  const parameters = [
    ...pathParameters(route),
    ...(tenant ? tenantParameters : []),
    ...(querySchema ? queryParameters(querySchema) : []),
    // A read's validateUsing validates the query string; a delete's may also carry a body.
    ...(route.method === 'get' && bodySchema ? queryParameters(bodySchema) : []),
  ]
  // A read's request.input() reads the query string.
  if (route.method === 'get') {
    for (const name of info?.fields ?? []) {
      if (!parameters.some((p) => (p as { name?: string }).name === name)) parameters.push({ name, in: 'query', schema: { type: 'string' } })
    }
  }
  const body = route.method === 'get' ? undefined : requestBody(route.method, info, bodySchema)
  const validated = !!(bodySchema || querySchema || info?.fields.length || !reads)

  const responses: Record<string, unknown> = { 200: { description: 'Success (the shape is given in the description where known)' } }
  if (auth) Object.assign(responses, { 401: responseRef('Unauthenticated'), 403: responseRef('Forbidden') })
  if (route.pattern.includes(':')) responses[404] = responseRef('NotFound')
  if (validated) responses[422] = responseRef('Invalid')
  if (throttled) responses[429] = responseRef('Throttled')

  const description = info?.description ?? INLINE[`${route.method} ${path}`]
  const operation: Operation = {
    tags: [tagOf(path)],
    summary: summaryOf(info, route.method, path),
    operationId: info ? `${info.module.replace(/_controller$/, '').replace(/\//g, '.')}.${info.handlerMethod}` : `${route.method}${path.replace(/[^\w]+/g, '_')}`,
    ...(description ? { description } : {}),
    security: auth ? signedIn : [],
    ...(parameters.length ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses,
  }
  return { path, operation, unresolved: info?.unresolved ?? [] }
}

/** Bespoke routes join their resource's tag by their first segment: /api/leave/{id}/status → leave. */
export function tagOf(path: string) {
  const segments = path.split('/').filter((s) => s && s !== 'api' && !/^v\d+$/.test(s))
  return segments[0] ?? 'api'
}
