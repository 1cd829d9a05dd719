import { test } from '@japa/runner'
import SwaggerParser from '@apidevtools/swagger-parser'
import router from '@adonisjs/core/services/router'
import { catalogue } from '@hr/shared'
import { openApiDocument } from '#services/openapi/document'
import { CONTENT_SECURITY_POLICY } from '#middleware/security_headers_middleware'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { demoUser, DEMO_EMAILS, isolatedTest } from '#tests/helpers'

type Doc = {
  openapi: string
  paths: Record<string, Record<string, any>>
  components: Record<string, Record<string, any>>
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace']

/** Every method of every route registered under /api, read from the router itself. */
function registeredApiRoutes() {
  return Object.values(router.toJSON()).flat()
    .filter((r) => r.pattern === '/api' || r.pattern.startsWith('/api/'))
    .flatMap((r) => r.methods.filter((m) => m !== 'HEAD').map((m) => ({
      method: m.toLowerCase(),
      path: r.pattern.replace(/:([\w$]+)\??/g, '{$1}').replace(/\*/g, '{path}'),
    })))
}

function refsOf(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) refsOf(v, out)
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string') out.push(v)
      else refsOf(v, out)
    }
  }
  return out
}

const resolvePointer = (doc: unknown, ref: string) =>
  ref.replace(/^#\//, '').split('/').reduce<any>((node, key) => (node == null ? undefined : node[key.replace(/~1/g, '/').replace(/~0/g, '~')]), doc)

test.group('OpenAPI document', () => {
  test('is OpenAPI 3.1, public, and describes every /api route the router has', async ({ client, assert }) => {
    const res = await client.get('/api/openapi.json')
    res.assertStatus(200)
    const doc = res.body() as Doc
    assert.equal(doc.openapi, '3.1.0')

    const routes = registeredApiRoutes()
    assert.isAbove(routes.length, 300)
    const missing = routes.filter((r) => !doc.paths[r.path]?.[r.method]).map((r) => `${r.method.toUpperCase()} ${r.path}`)
    assert.deepEqual(missing, [], 'routes missing from the OpenAPI document')

    // Nor does it describe a route that does not exist.
    const known = new Set(routes.map((r) => `${r.method} ${r.path}`))
    const phantom = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item).filter((m) => METHODS.includes(m) && !known.has(`${m} ${path}`)).map((m) => `${m.toUpperCase()} ${path}`))
    assert.deepEqual(phantom, [])
  })

  test('is structurally sound: valid OpenAPI 3.1, references resolve, ids are unique, path parameters match', async ({ assert }) => {
    const { document } = await openApiDocument()
    // The maintained validator checks the document against the OpenAPI 3.1 schema (it dereferences what it is given).
    await SwaggerParser.validate(structuredClone(document) as any)
    const doc = document as unknown as Doc
    const broken = [...new Set(refsOf(doc))].filter((ref) => !ref.startsWith('#/') || resolvePointer(doc, ref) === undefined)
    assert.deepEqual(broken, [])

    const ids: string[] = []
    const paramProblems: string[] = []
    for (const [path, item] of Object.entries(doc.paths)) {
      const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort()
      for (const [method, op] of Object.entries(item)) {
        ids.push(op.operationId)
        assert.isObject(op.responses, `${method} ${path}`)
        const params = (op.parameters ?? []).map((p: any) => (p.$ref ? resolvePointer(doc, p.$ref) : p))
        const declared = params.filter((p: any) => p.in === 'path').map((p: any) => p.name).sort()
        if (JSON.stringify(declared) !== JSON.stringify(templated)) paramProblems.push(`${method} ${path}: ${declared} vs ${templated}`)
        if (params.some((p: any) => p.in === 'path' && p.required !== true)) paramProblems.push(`${method} ${path}: optional path parameter`)
      }
    }
    assert.deepEqual(paramProblems, [])
    assert.equal(new Set(ids).size, ids.length, 'operationId values are unique')
  })

  test('every validator a bespoke route runs is reachable, so its schema is documented', async ({ assert }) => {
    const { problems } = await openApiDocument()
    assert.deepEqual(problems, [])
  })

  test('catalogue resources carry their fields: types, enums, required, lengths, money as decimal text', async ({ client, assert }) => {
    const doc = (await client.get('/api/openapi.json')).body() as Doc
    for (const def of catalogue) {
      assert.properties(doc.paths[`/api/${def.path}`], ['get', 'post'], def.path)
      assert.properties(doc.paths[`/api/${def.path}/{id}`], ['get', 'post', 'delete'], def.path)
    }
    const schemas = doc.components.schemas
    const leave = schemas.Leave.properties
    assert.deepEqual(leave.session.type, 'string')
    assert.includeMembers(leave.session.enum, ['full_day', 'morning', 'afternoon'])
    assert.equal(leave.start_date.format, 'date')
    assert.equal(leave.reason.maxLength, 255)
    assert.isTrue(leave.status.readOnly)
    assert.includeMembers(schemas.LeaveCreate.required, ['person_id', 'leave_type_id', 'start_date', 'end_date'])
    assert.notProperty(schemas.LeaveCreate.properties, 'status')
    // A row never moves to another person: person_id is create-only.
    assert.notProperty(schemas.LeaveUpdate.properties, 'person_id')

    const withMoney = catalogue.find((d) => d.fields.some((f) => f.type === 'money'))!
    const money = withMoney.fields.find((f) => f.type === 'money')!
    const moneySchema = schemas[withMoney.name.split('_').map((w) => w[0].toUpperCase() + w.slice(1)).join('')].properties[money.name]
    assert.include(moneySchema.description, 'minor units')
    assert.match('1234.56', new RegExp(moneySchema.pattern))

    const list = doc.paths['/api/leave'].get
    const names = list.parameters.map((p: any) => p.name)
    assert.includeMembers(names, ['external[page]', 'external[per_page]', 'sort', 'filter[status]', 'filter[start_date]'])
    assert.deepEqual(list.responses[200].content['application/json'].schema.required, ['items', 'itemsTotal', 'nextPage'])
    assert.deepEqual(list.security, [{ bearerAuth: [] }, { cookieAuth: [] }])
    assert.equal(doc.paths['/api/leave/{id}'].post.responses[422].$ref, '#/components/responses/Invalid')
  })

  test('bespoke routes take their request schema from their VineJS validator', async ({ client, assert }) => {
    const doc = (await client.get('/api/openapi.json')).body() as Doc
    const login = doc.paths['/api/auth/platform-login'].post
    const body = login.requestBody.content['application/json'].schema
    assert.includeMembers(body.required, ['email', 'password'])
    assert.deepEqual(login.security, [])
    assert.property(login.responses, '429')

    const balance = doc.paths['/api/leave/balance'].get
    const personId = balance.parameters.find((p: any) => p.name === 'person_id')
    assert.isTrue(personId.required)
    assert.equal(personId.in, 'query')

    const phone = doc.paths['/api/profile/change-phone'].post.requestBody.content['application/json'].schema
    assert.deepEqual(phone.required, ['new_phone'])
    const status = doc.paths['/api/leave/{id}/status'].post
    assert.equal(status.parameters[0].schema.type, 'integer')
    assert.properties(status.requestBody.content['application/json'].schema.properties, ['status', 'notes'])
    assert.include(status.description, 'status')
  })
})

test.group('API reference page', () => {
  test('/api/docs answers HTML under the app CSP, and every asset it names loads', async ({ client, assert }) => {
    const page = await client.get('/api/docs')
    page.assertStatus(200)
    assert.include(page.header('content-type'), 'text/html')
    assert.equal(page.header('content-security-policy'), CONTENT_SECURITY_POLICY)
    const html = page.text()
    assert.notMatch(html, /<script>(?!<)/, 'no inline script: the CSP would block it')
    assert.notMatch(html, /https?:\/\//, 'nothing from another origin')
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1])
    assert.lengthOf(assets.filter((a) => a.endsWith('.js') || a.includes('.js?')), 2)
    for (const asset of assets) {
      const res = await client.get(asset)
      res.assertStatus(200)
      const type = res.header('content-type') ?? ''
      if (asset.includes('.js')) assert.match(type, /javascript/, asset)
      if (asset.includes('.css')) assert.include(type, 'text/css', asset)
    }
  })

  test('only the page assets are served', async ({ client }) => {
    ;(await client.get('/api/docs/package.json')).assertStatus(404)
    ;(await client.get('/api/docs/..%2f..%2fpackage.json')).assertStatus(404)
    ;(await client.get('/api/docs/index.html')).assertStatus(404)
  })
})

/** Formats the document uses, checked as the API writes them. */
const FORMATS = {
  date: /^\d{4}-\d{2}-\d{2}$/,
  'date-time': (v: string) => !Number.isNaN(Date.parse(v)),
  email: /^[^\s@]+@[^\s@]+$/,
  uri: (v: string) => { try { return Boolean(new URL(v, 'http://localhost')) } catch { return false } },
}

/** The JSON schema of a GET's 200 answer, when it is a list page (items, itemsTotal, nextPage). */
function listAnswer(doc: Doc, operation: any): any | null {
  let schema = operation?.responses?.['200']?.content?.['application/json']?.schema
  if (schema?.$ref) schema = resolvePointer(doc, schema.$ref)
  return schema?.properties?.items?.type === 'array' ? schema : null
}

test.group('OpenAPI document against live answers (issue 42 item 8)', (group) => {
  group.each.setup(() => isolatedTest())
  group.each.timeout(120_000)

  test('the first page of every list endpoint, as superadmin, HR admin and vendor admin, matches its declared schema', async ({ client, assert }) => {
    const doc = (await client.get('/api/openapi.json')).body() as Doc
    const ajv = new Ajv2020({ strict: false, allErrors: true, formats: FORMATS })
    const lists = Object.entries(doc.paths).filter(([path, item]) => !path.includes('{') && listAnswer(doc, item.get))
    assert.isAbove(lists.length, 40, 'the catalogue alone has more list endpoints')
    const users = await Promise.all([DEMO_EMAILS.superadmin, DEMO_EMAILS.hrAdmin, DEMO_EMAILS.vendorAdmin].map((e) => demoUser(e)))
    const mismatches: string[] = []
    let checked = 0
    for (const [path, item] of lists) {
      const validate = ajv.compile({ ...listAnswer(doc, item.get), components: doc.components })
      for (const user of users) {
        const res = await client.get(path).loginAs(user)
        if (res.status() !== 200) continue
        checked += 1
        if (!validate(res.body())) {
          const first = [...new Set(validate.errors!.map((e) => `${e.instancePath} = ${JSON.stringify(resolvePointer(res.body(), `#${e.instancePath}`))}: ${e.message}`))].slice(0, 4)
          mismatches.push(`${path} as ${user.email}: ${first.join('; ')}`)
        }
      }
    }
    assert.isAbove(checked, lists.length, 'most lists answer at least one of the three')
    assert.deepEqual(mismatches, [], 'live answers differ from the OpenAPI document')
  })
})
