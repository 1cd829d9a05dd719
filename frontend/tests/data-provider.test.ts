import { describe, expect, it } from 'vitest'
import axios, { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios'
import { buildListQuery, createDataProvider, toHttpError, SEARCH_FIELD } from '../src/providers/data-provider'
import { httpClient } from '../src/providers/http'

describe('buildListQuery', () => {
  it('maps server pagination onto external[page] / external[per_page]', () => {
    expect(buildListQuery({ pagination: { currentPage: 2, pageSize: 50 } })).toBe('external[page]=2&external[per_page]=50')
  })

  it('defaults to page 1 of the spec page size (50)', () => {
    expect(buildListQuery({})).toBe('external[page]=1&external[per_page]=50')
  })

  it('asks for the largest page when pagination is off', () => {
    expect(buildListQuery({ pagination: { mode: 'off' } })).toBe('external[page]=1&external[per_page]=1000')
  })

  it('turns the q filter into a trimmed, encoded query_string', () => {
    const qs = buildListQuery({ filters: [{ field: SEARCH_FIELD, operator: 'contains', value: '  Emma & co ' }] })
    expect(qs).toBe('query_string=Emma%20%26%20co&external[page]=1&external[per_page]=50')
    expect(new URLSearchParams(qs).get('query_string')).toBe('Emma & co')
  })

  it('maps eq and in filters to filter[field]=v1,v2', () => {
    const qs = buildListQuery({
      filters: [
        { field: 'status', operator: 'in', value: ['regular', 'onboarding'] },
        { field: 'is_expat', operator: 'eq', value: true },
        { field: 'country', operator: 'eq', value: 'SG' },
      ],
      pagination: { currentPage: 1, pageSize: 50 },
    })
    expect(qs).toBe(
      'filter[status]=regular%2Conboarding&filter[is_expat]=true&filter[country]=SG&external[page]=1&external[per_page]=50',
    )
    const parsed = new URLSearchParams(qs)
    expect(parsed.get('filter[status]')).toBe('regular,onboarding')
    expect(parsed.get('filter[is_expat]')).toBe('true')
  })

  it('drops empty filters and operators the API does not support', () => {
    const qs = buildListQuery({
      filters: [
        { field: SEARCH_FIELD, operator: 'contains', value: '   ' },
        { field: 'status', operator: 'in', value: [] },
        { field: 'type', operator: 'eq', value: undefined },
        { field: 'name', operator: 'contains', value: 'Em' },
        { field: 'id', operator: 'gt', value: 3 },
        { operator: 'or', value: [{ field: 'name', operator: 'eq', value: 'x' }] },
      ],
    })
    expect(qs).toBe('external[page]=1&external[per_page]=50')
  })

  it('maps a between filter to the API range filter[field]=from..to, either end open', () => {
    const range = (value: unknown) => buildListQuery({ filters: [{ field: 'transaction_date', operator: 'between', value }] })
    expect(new URLSearchParams(range(['2026-01-01', '2026-01-31'])).get('filter[transaction_date]')).toBe('2026-01-01..2026-01-31')
    expect(new URLSearchParams(range(['2026-01-01', null])).get('filter[transaction_date]')).toBe('2026-01-01..')
    expect(new URLSearchParams(range([null, '2026-01-31'])).get('filter[transaction_date]')).toBe('..2026-01-31')
    expect(range([null, ''])).toBe('external[page]=1&external[per_page]=50')
  })

  it('maps gte, lte and between to the API\'s inclusive range from..to, one range per field', () => {
    const qs = new URLSearchParams(buildListQuery({
      filters: [
        { field: 'end_date', operator: 'gte', value: '2027-06-01' },
        { field: 'start_date', operator: 'lte', value: '2027-06-30' },
        { field: 'work_date', operator: 'between', value: ['2027-06-07', '2027-06-13'] },
        { field: 'date', operator: 'gte', value: '2027-01-01' },
        { field: 'date', operator: 'lte', value: '2027-12-31' },
        { field: 'decided_at', operator: 'gte', value: '' },
      ],
    }))
    expect(qs.get('filter[end_date]')).toBe('2027-06-01..')
    expect(qs.get('filter[start_date]')).toBe('..2027-06-30')
    expect(qs.get('filter[work_date]')).toBe('2027-06-07..2027-06-13')
    expect(qs.get('filter[date]')).toBe('2027-01-01..2027-12-31')
    expect(qs.has('filter[decided_at]')).toBe(false)
  })

  it('maps sorters to sort=field / sort=-field, several comma-joined', () => {
    expect(buildListQuery({ sorters: [{ field: 'name', order: 'asc' }] })).toContain('sort=name')
    const qs = buildListQuery({ sorters: [{ field: 'name', order: 'desc' }, { field: 'start_date', order: 'asc' }] })
    expect(new URLSearchParams(qs).get('sort')).toBe('-name,start_date')
  })
})

describe('toHttpError', () => {
  it('keeps status and message and maps field errors to { field: message }', () => {
    const error = toHttpError(422, {
      message: 'Please check the highlighted fields.',
      errors: [
        { field: 'name', rule: 'required', message: 'Name is required.' },
        { field: 'work_email', rule: 'email', message: 'Work e-mail must be a valid e-mail address.' },
      ],
    }, 'fallback')
    expect(error).toEqual({
      statusCode: 422,
      message: 'Please check the highlighted fields.',
      errors: { name: 'Name is required.', work_email: 'Work e-mail must be a valid e-mail address.' },
    })
  })

  it('keeps every message when one field fails several rules', () => {
    const error = toHttpError(422, {
      message: 'm',
      errors: [{ field: 'name', rule: 'a', message: 'one' }, { field: 'name', rule: 'b', message: 'two' }],
    }, 'fallback')
    expect(error.errors).toEqual({ name: ['one', 'two'] })
  })

  it('has no errors key without field errors, and skips errors without a field', () => {
    expect(toHttpError(401, { message: 'Incorrect email or password' }, 'fallback')).toEqual({
      statusCode: 401, message: 'Incorrect email or password',
    })
    expect(toHttpError(422, { message: 'm', errors: [{ field: '', message: 'x' }] }, 'f').errors).toBeUndefined()
  })

  it('falls back when there is no usable body (network error, HTML page)', () => {
    expect(toHttpError(undefined, undefined, 'An error has occurred.')).toEqual({ statusCode: 0, message: 'An error has occurred.' })
    expect(toHttpError(502, '<html>Bad gateway</html>', 'fallback')).toEqual({ statusCode: 502, message: 'fallback' })
  })
})

/** A fake transport: records each request and answers with `reply`. */
function fakeClient(reply: (config: InternalAxiosRequestConfig) => { status: number; data: unknown }) {
  const calls: InternalAxiosRequestConfig[] = []
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config)
    const { status, data } = reply(config)
    const response = { data, status, statusText: '', headers: {}, config }
    if (status >= 400) throw new AxiosError('failed', 'ERR_BAD_REQUEST', config, null, response)
    return response
  }
  return { client: axios.create({ adapter }), calls }
}

describe('createDataProvider', () => {
  it('getList reads the { items, itemsTotal } envelope from the catalogue path', async () => {
    const { client, calls } = fakeClient(() => ({ status: 200, data: { items: [{ id: 51 }], itemsTotal: 60, nextPage: null } }))
    const provider = createDataProvider('/api', client)
    const result = await provider.getList({
      resource: 'people',
      pagination: { currentPage: 2, pageSize: 50 },
      filters: [{ field: 'q', operator: 'contains', value: 'Emma' }],
      sorters: [{ field: 'name', order: 'desc' }],
    })
    expect(calls[0].url).toBe('/api/people?query_string=Emma&external[page]=2&external[per_page]=50&sort=-name')
    expect(result).toEqual({ data: [{ id: 51 }], total: 60 })
  })

  it('update POSTs { update_data } to /{path}/{id}', async () => {
    const { client, calls } = fakeClient(() => ({ status: 200, data: { id: 7, name: 'New' } }))
    const provider = createDataProvider('/api', client)
    const result = await provider.update({ resource: 'people', id: 7, variables: { name: 'New' } })
    expect(calls[0].method).toBe('post')
    expect(calls[0].url).toBe('/api/people/7')
    expect(JSON.parse(calls[0].data)).toEqual({ update_data: { name: 'New' } })
    expect(result.data).toEqual({ id: 7, name: 'New' })
  })

  it('sends meta.headers with every call (a superadmin acting for one vendor: X-Vendor-Id)', async () => {
    const { client, calls } = fakeClient((c) =>
      c.method === 'get' && !/\/\d+$/.test(c.url ?? '') ? { status: 200, data: { items: [], itemsTotal: 0 } } : { status: 200, data: { id: 3 } })
    const provider = createDataProvider('/api', client)
    const meta = { headers: { 'x-vendor-id': '12' } }
    await provider.getList({ resource: 'pricebook', meta })
    await provider.getOne({ resource: 'pricebook', id: 3, meta })
    await provider.create({ resource: 'pricebook', variables: { name: 'P' }, meta })
    await provider.update({ resource: 'pricebook', id: 3, variables: { name: 'Q' }, meta })
    await provider.deleteOne({ resource: 'pricebook', id: 3, meta })
    expect(calls.map((c) => c.headers.get('x-vendor-id'))).toEqual(['12', '12', '12', '12', '12'])
  })

  it('create POSTs the fields; getMany filters by id', async () => {
    const { client, calls } = fakeClient((c) =>
      c.method === 'post' ? { status: 201, data: { id: 9 } } : { status: 200, data: { items: [{ id: 1 }, { id: 2 }], itemsTotal: 2 } })
    const provider = createDataProvider('/api', client)
    await provider.create({ resource: 'customer', variables: { name: 'Globex' } })
    expect(calls[0].method).toBe('post')
    expect(calls[0].url).toBe('/api/customer')
    expect(JSON.parse(calls[0].data)).toEqual({ name: 'Globex' })
    const many = await provider.getMany!({ resource: 'people', ids: [1, 2] })
    expect(calls[1].url).toBe('/api/people?filter[id]=1%2C2&external[page]=1&external[per_page]=2')
    expect(many.data).toHaveLength(2)
  })

  it('custom GETs with the list convention for filters and sorters, then its own parameters', async () => {
    const { client, calls } = fakeClient(() => ({ status: 200, data: { items: [], itemsTotal: 0 } }))
    const provider = createDataProvider('/api', client)
    await provider.custom!({
      url: '/api/manage-user', method: 'get',
      filters: [{ field: 'role', operator: 'eq', value: 'vendor' }], sorters: [{ field: 'name', order: 'desc' }],
      query: { query_string: 'Ann', 'external[page]': 2, empty: undefined },
    })
    expect(calls[0].url).toBe('/api/manage-user?filter[role]=vendor&sort=-name&query_string=Ann&external[page]=2')
    await provider.custom!({ url: '/api/jobs/queue', method: 'get' })
    expect(calls[1].url).toBe('/api/jobs/queue')
  })

  it('custom POSTs and DELETEs the payload as the body', async () => {
    const { client, calls } = fakeClient(() => ({ status: 200, data: { message: 'ok' } }))
    const provider = createDataProvider('/api', client)
    const posted = await provider.custom!({ url: '/api/notifications/read-all', method: 'post', payload: { a: 1 } })
    expect(calls[0].method).toBe('post')
    expect(JSON.parse(calls[0].data)).toEqual({ a: 1 })
    expect(posted.data).toEqual({ message: 'ok' })
    await provider.custom!({ url: '/api/vendor-portal/setting', method: 'delete', payload: { name: 'Acme' } })
    expect(calls[1].method).toBe('delete')
    expect(JSON.parse(calls[1].data)).toEqual({ name: 'Acme' })
  })
})

describe('httpClient', () => {
  it('rejects with a Refine HttpError carrying the field errors', async () => {
    const original = httpClient.defaults.adapter
    const { client } = fakeClient(() => ({
      status: 422,
      data: { message: 'Please check the highlighted fields.', errors: [{ field: 'name', rule: 'required', message: 'Name is required.' }] },
    }))
    httpClient.defaults.adapter = client.defaults.adapter
    try {
      await expect(httpClient.post('/api/people/1', { update_data: { name: '' } })).rejects.toEqual({
        statusCode: 422,
        message: 'Please check the highlighted fields.',
        errors: { name: 'Name is required.' },
      })
    } finally {
      httpClient.defaults.adapter = original
    }
  })
})
