import { test } from '@japa/runner'
import { demoUser, DEMO_EMAILS, isolatedTest } from '#tests/helpers'

/**
 * One list convention for catalogue and bespoke lists alike (query_parser.parsePaging/whereSearch,
 * list_page.listPage): external[page|per_page] paging clamped to the maximum, query_string matched
 * case-insensitively with LIKE's wildcards taken literally, and {items, itemsTotal, nextPage}.
 */
const LISTS: [string, string][] = [
  ['/api/people', DEMO_EMAILS.hrAdmin],
  ['/api/vendor-portal/user', DEMO_EMAILS.vendorAdmin],
  ['/api/vendor-portal/partner', DEMO_EMAILS.vendorAdmin],
  ['/api/manage-user', DEMO_EMAILS.superadmin],
]

test.group('List convention (catalogue and bespoke lists)', (group) => {
  group.each.setup(() => isolatedTest())

  for (const [path, email] of LISTS) {
    test(`${path}: paging, clamping and literal wildcards`, async ({ client, assert }) => {
      const user = await demoUser(email)
      const all = await client.get(path).qs({ 'external[per_page]': 100000 }).loginAs(user)
      all.assertStatus(200)
      const total = all.body().itemsTotal
      assert.isAtLeast(total, 1)
      assert.lengthOf(all.body().items, Math.min(total, 1000))
      const first = await client.get(path).qs({ 'external[per_page]': 1, 'external[page]': 1 }).loginAs(user)
      assert.lengthOf(first.body().items, 1)
      assert.equal(first.body().itemsTotal, total)
      assert.equal(first.body().nextPage, total > 1 ? 2 : null)
      for (const wildcard of ['%', '_', '\\']) {
        const res = await client.get(path).qs({ query_string: wildcard }).loginAs(user)
        res.assertStatus(200)
        assert.equal(res.body().itemsTotal, 0, `${path} query_string=${wildcard}`)
      }
      const bad = await client.get(path).qs({ 'external[page]': -1, 'external[per_page]': 'x' }).loginAs(user)
      bad.assertStatus(200)
    })
  }
})
