import { test } from '@japa/runner'
import { catalogue, getResource } from '@hr/shared'
import { serializeRow } from '#resources/serializer'

/** serializeRow writes one function per definition (serializer.ts): it must read every field as the catalogue says. */
test.group('Row serializer', () => {
  test('every resource: each field once, in declaration order, unread columns left out, missing values null', ({ assert }) => {
    for (const def of catalogue) {
      const row: Record<string, unknown> = { not_a_field__: 'x' }
      const out = serializeRow(def, row)
      assert.deepEqual(Object.keys(out), def.fields.map((f) => f.name), def.name)
      for (const f of def.fields) assert.isNull(out[f.name], `${def.name}.${f.name}`)
    }
  })

  test('values are converted by type', ({ assert }) => {
    const def = getResource('people')
    const row = Object.fromEntries(def.fields.map((f) => [f.name, null])) as Record<string, unknown>
    const byType = (type: string) => def.fields.find((f) => f.type === type)!.name
    Object.assign(row, {
      name: 'Ana O\'Neil "AJ"', [byType('reference')]: '7', [byType('boolean')]: 1,
      [byType('datetime')]: new Date('2026-03-04T05:06:07.089Z'), [byType('date')]: '2026-03-04',
    })
    const out = serializeRow(def, row)
    assert.equal(out.name, 'Ana O\'Neil "AJ"')
    assert.strictEqual(out[byType('reference')], 7)
    assert.strictEqual(out[byType('boolean')], true)
    assert.equal(out[byType('datetime')], '2026-03-04T05:06:07.089Z')
    assert.equal(out[byType('date')], '2026-03-04')
    // A row read again keeps its own values: the function holds no state between rows.
    assert.equal(serializeRow(def, { ...row, name: 'Bo' }).name, 'Bo')
  })
})
