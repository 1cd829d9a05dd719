import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import hash from '@adonisjs/core/services/hash'
import { catalogue, DEMO_PASSWORD, writableFields, type ResourceDef } from '@hr/shared'
import User from '#models/user'
import { demoUser, DEMO_EMAILS, isolatedTest } from '#tests/helpers'

/**
 * Vendor-owned rows, generated from the catalogue: every resource whose rows carry a vendor owner
 * (vendor-scoped resources and company data a vendor owns), read, updated, deleted and created by the
 * admins of four vendors in every direction:
 *   Acme (primary) · Northwind (the partner Acme created and manages: the To vendor of a managed link)
 *   Linked (To vendor of a plain link from Acme: shares Acme's customers only) · Borealis (no partnership)
 * The oracle is written from the rule, not from the code under test: writes to a vendor's rows need its
 * own admins, or those of the vendor that created and manages it (Acme for Northwind); a partner reads
 * a vendor's rows only where the resource shares them with that vendor's customers, and writes none.
 */
const vendorOwned = catalogue.filter((d) => d.scope === 'customer_or_vendor' || (d.scope === 'vendor' && d.tenantColumn !== 'id'))
type Key = 'acme' | 'northwind' | 'linked' | 'borealis'
const KEYS: Key[] = ['acme', 'northwind', 'linked', 'borealis']
/** The four vendors' admins, and a customer admin of Acme's customer Globex (who reads Acme's shared rows). */
type Actor = Key | 'customer'
const ACTORS: Actor[] = [...KEYS, 'customer']

/** Vendors whose rows `actor` may write (and act for with x-vendor-id). */
const WRITES: Record<Actor, Key[]> = { acme: ['acme', 'northwind'], northwind: ['northwind'], linked: ['linked'], borealis: ['borealis'], customer: [] }
/** Vendors whose customers `actor` acts for by default besides its own: a To vendor's From vendor; a customer's vendor. */
const SHARED_FROM: Record<Actor, Key[]> = { acme: [], northwind: ['acme'], linked: ['acme'], borealis: [], customer: ['acme'] }

const isDenied = (status: number) => status === 403 || status === 404
const now = () => new Date().toISOString()
const insertedId = (r: any) => Number(typeof r === 'object' ? r.id : r)

/** The two vendors the demo has no admin or link for: an admin for Borealis, and a new vendor linked (not managed) to Acme. */
async function setUpVendors() {
  const id = async (name: string) => Number((await db.from('vendors').where('name', name).first()).id)
  const vendors = { acme: await id('Acme Payroll Services'), northwind: await id('Northwind Payroll Partners'), borealis: await id('Borealis HR Partners') } as Record<Key, number>
  const [linked] = await db.table('vendors').insert({ name: 'Linked Payroll Co', domain: 'linked-payroll.test', created_at: now(), updated_at: now() }).returning('id')
  vendors.linked = insertedId(linked)
  await db.table('vendor_partnerships').insert({ from_vendor_id: vendors.acme, to_vendor_id: vendors.linked, managed: false, created_at: now(), updated_at: now() })
  const admin = async (email: string, vendorId: number) => {
    const [row] = await db.table('users').insert({
      email, name: email, role: 'vendor', vendor_id: vendorId, access_vendor_portal: true, password: await hash.make(DEMO_PASSWORD),
      lang: 'en', is_active: true, agree_privacy_time: now(), created_at: now(), updated_at: now(),
    }).returning('id')
    return User.findOrFail(insertedId(row))
  }
  const admins: Record<Actor, User> = {
    customer: await demoUser(DEMO_EMAILS.hrAdmin),
    acme: await demoUser(DEMO_EMAILS.vendorAdmin),
    northwind: await demoUser(DEMO_EMAILS.partnerAdmin),
    linked: await admin('linked.admin@matrix.test', vendors.linked),
    borealis: await admin('borealis.admin@matrix.test', vendors.borealis),
  }
  return { vendors, admins }
}

/**
 * Each vendor's row of `def`: the primary's demo row, and for the others a copy of it they own (their
 * own demo rows may be in a state whose workflow refuses edits, e.g. a signed agreement).
 */
async function rowsOf(def: ResourceDef, vendors: Record<Key, number>) {
  const template = await db.from(def.table).where('vendor_id', vendors.acme).orderBy('id').first()
  if (!template) throw new Error(`${def.name} has no row of the primary vendor in the demo data`)
  const rows = { acme: template } as Record<Key, any>
  for (const key of KEYS.filter((k) => k !== 'acme')) {
    const { id: _id, ...copy } = template
    const [row] = await db.table(def.table).insert({ ...copy, vendor_id: vendors[key], [def.titleField]: `${key} ${template[def.titleField]}`.slice(0, 60) }).returning('id')
    rows[key] = await db.from(def.table).where('id', insertedId(row)).first()
  }
  return rows
}

/** A create body copied from a row as the API shows it (uploads and references left out, a fresh title). */
function createBody(def: ResourceDef, shown: Record<string, unknown>, title: string) {
  const body: Record<string, unknown> = {}
  for (const f of writableFields(def)) {
    if (f.pattern === 'upload' || (f.type === 'reference' && !f.required)) continue
    if (shown[f.name] !== null && shown[f.name] !== undefined) body[f.name] = shown[f.name]
  }
  return { ...body, [def.titleField]: title }
}

test.group('Vendor ownership matrix (every vendor-owned resource × four vendors, both directions)', (group) => {
  group.each.setup(() => isolatedTest())
  const totals = { cases: 0, wrong: 0 }
  group.teardown(() => console.log(`  vendor ownership matrix: ${vendorOwned.length} resources, ${totals.cases} cases, ${totals.wrong} wrong`))

  test('the catalogue\'s vendor-owned resources include the services and entities customers and partners read', ({ assert }) => {
    assert.includeMembers(vendorOwned.map((d) => d.name), ['vendor_service', 'business_entity', 'pricebook', 'agreement', 'company_doc', 'company_bank_account'])
  })

  for (const def of vendorOwned) {
    test(`${def.name}: only the owning (or managing) vendor writes; partners read only what is shared`, async ({ client, assert }) => {
      const { vendors, admins } = await setUpVendors()
      const rows = await rowsOf(def, vendors)
      const ownerOf = (vendorId: number) => KEYS.find((k) => vendors[k] === Number(vendorId))
      const wrong: string[] = []
      let n = 0
      const expect = (ok: boolean, what: string, status: number) => {
        n++
        if (!ok) wrong.push(`${what}: ${status}`)
      }
      const as = (r: any, actor: Actor, header?: Key) => (header ? r.header('x-vendor-id', String(vendors[header])) : r).loginAs(admins[actor])

      for (const actor of ACTORS) {
        for (const owner of KEYS) {
          const may = WRITES[actor].includes(owner)
          const own = actor === (owner as Actor)
          const shared = !!def.sharedWithCustomers && SHARED_FROM[actor].includes(owner)
          const who = `${actor} on ${owner}'s ${def.name}`
          const row = await db.from(def.table).where('id', rows[owner].id).first()

          // read: as itself (its default customer and vendor), and acting for the owner
          const show = await as(client.get(`/api/${def.path}/${row.id}`), actor)
          expect(own || shared ? show.status() === 200 : isDenied(show.status()), `${who} show`, show.status())
          const showAs = await as(client.get(`/api/${def.path}/${row.id}`), actor, owner)
          expect(may ? showAs.status() === 200 : isDenied(showAs.status()), `${who} show acting for ${owner}`, showAs.status())
          const list = await as(client.get(`/api/${def.path}`).qs({ 'external[per_page]': 1000 }), actor)
          const listed = list.status() === 200 && list.body().items.some((r: any) => r.id === row.id)
          expect(listed === (own || shared), `${who} listed (${listed})`, list.status())

          // update, as itself and acting for the owner
          for (const header of [undefined, owner] as const) {
            const title = `${actor} ${header ? 'as owner' : 'as itself'} ${n}`.slice(0, 60)
            const upd = await as(client.post(`/api/${def.path}/${row.id}`).json({ update_data: { [def.titleField]: title } }), actor, header)
            const after = await db.from(def.table).where('id', row.id).first()
            const allowed = may && (header !== undefined || own)
            if (allowed) expect(upd.status() === 200 && after[def.titleField] === title, `${who} update ${header ? 'acting for owner' : ''} refused`, upd.status())
            else expect(isDenied(upd.status()) && after[def.titleField] === row[def.titleField], `${who} update ${header ? 'acting for owner' : ''}`, upd.status())
          }

          // create on the owner's behalf: acting for it, or naming it in the body
          const template = (await as(client.get(`/api/${def.path}/${rows.acme.id}`), 'acme')).body()
          const count = async () => Number((await db.from(def.table).where('vendor_id', vendors[owner]).count('* as n').first()).n)
          const before = await count()
          const body = { ...createBody(def, template, `New by ${actor} ${n}`.slice(0, 60)), vendor_id: vendors[owner] }
          const created = await as(client.post(`/api/${def.path}`).json(body), actor, owner)
          if (may) expect(!isDenied(created.status()), `${who} create acting for owner refused`, created.status())
          else expect(isDenied(created.status()) && (await count()) === before, `${who} create acting for owner`, created.status())
          const named = await as(client.post(`/api/${def.path}`).json({ ...body, [def.titleField]: `Named by ${actor} ${n}` }), actor)
          const landed = named.status() === 201 ? ownerOf((await db.from(def.table).where('id', named.body().id).first()).vendor_id) : null
          expect(landed === null || (landed as Actor) === actor, `${who} create naming owner landed with ${landed}`, named.status())

          // delete: refused unless the actor writes the owner's rows (the allowed delete runs last, below)
          if (!may) {
            const del = await as(client.delete(`/api/${def.path}/${row.id}`), actor, owner)
            const delPlain = await as(client.delete(`/api/${def.path}/${row.id}`), actor)
            const still = await db.from(def.table).where('id', row.id).first()
            expect(isDenied(del.status()) && isDenied(delPlain.status()) && !!still && still.deleted_at === row.deleted_at, `${who} delete`, del.status())
          }
        }
      }
      // The managing vendor deletes its partner's row, and each vendor its own.
      for (const [actor, owner] of [['acme', 'northwind'], ...KEYS.filter((k) => k !== 'northwind').map((k) => [k, k])] as [Key, Key][]) {
        const del = await as(client.delete(`/api/${def.path}/${rows[owner].id}`), actor, owner)
        const still = await db.from(def.table).where('id', rows[owner].id).first()
        expect(del.status() === 200 && (!still || (!!def.softDelete && still.deleted_at !== null)), `${actor} delete ${owner}'s ${def.name} refused`, del.status())
      }
      totals.cases += n
      totals.wrong += wrong.length
      assert.deepEqual(wrong, [])
    })
  }
})
