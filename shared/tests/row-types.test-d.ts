import { describe, expectTypeOf, test } from 'vitest'
import { contractorContract, defineResource, doc, moneyOf, people, type Money, type MoneyFieldOf, type RowOf } from '../src/catalogue/index.js'

// Type-level checks (vitest typecheck): row types follow the declarations, so a screen never writes one.
describe('RowOf', () => {
  type Person = RowOf<typeof people>

  test('the common columns and the soft-delete column', () => {
    expectTypeOf<Person['id']>().toEqualTypeOf<number>()
    expectTypeOf<Person['created_at']>().toEqualTypeOf<string>()
    expectTypeOf<Person['deleted_at']>().toEqualTypeOf<string | null>()
  })

  test('field types: text, references, booleans, enums as their literal union', () => {
    expectTypeOf<Person['name']>().toEqualTypeOf<string>()
    expectTypeOf<Person['job_title']>().toEqualTypeOf<string | null>()
    expectTypeOf<Person['reporting_manager_id']>().toEqualTypeOf<number | null>()
    expectTypeOf<Person['user_id']>().toEqualTypeOf<number | null>()
    expectTypeOf<Person['is_expat']>().toEqualTypeOf<boolean>()
    expectTypeOf<Person['type']>().toEqualTypeOf<'staff' | 'contractor'>()
    expectTypeOf<RowOf<typeof doc>['access_control']>().toEqualTypeOf<'everyone' | 'admin'>()
  })

  test('an undeclared column is not a row column', () => {
    expectTypeOf<Person>().not.toHaveProperty('no_such_column')
  })

  test('money stays the wire amount text; its fields are named', () => {
    expectTypeOf<RowOf<typeof contractorContract>['rate']>().toEqualTypeOf<string>()
    expectTypeOf<MoneyFieldOf<typeof contractorContract>>().toEqualTypeOf<'rate'>()
    expectTypeOf(moneyOf).returns.toEqualTypeOf<Money | null>()
  })

  test('a declaration made in place keeps its literals too', () => {
    const course = defineResource({
      name: 'training_course', scope: 'customer', titleField: 'title',
      access: { list: 'authenticated', show: 'authenticated', create: 'admin', update: 'admin', delete: 'admin' },
      fields: [
        { name: 'title', type: 'string', required: true },
        { name: 'level', type: 'enum', enum: ['basic', 'advanced'] },
        { name: 'files', type: 'files' },
      ],
    })
    type Course = RowOf<typeof course>
    expectTypeOf<Course['level']>().toEqualTypeOf<'basic' | 'advanced' | null>()
    expectTypeOf<Course['title']>().toEqualTypeOf<string>()
    expectTypeOf<Course['files']>().toEqualTypeOf<{ file_name: string; file_type: string; file_url: string }[] | null>()
  })
})
