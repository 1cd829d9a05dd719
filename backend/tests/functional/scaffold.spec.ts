import { test } from '@japa/runner'
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { adminSettingTabs, catalogue, getResource, type ResourceDef } from '@hr/shared'
import { catalogueAsEdited } from '#scaffold/declaration_as_edited'
import { FieldSpecError, parseFieldSpecs } from '#scaffold/field_spec'
import { declarationSource, englishStrings, migrationSource } from '#scaffold/resource_scaffold'
import { isolatedTest } from '#tests/helpers'

/** The README's walkthrough example. */
const EXAMPLE = {
  name: 'training_course', scope: 'customer' as const, placement: 'admin-setting' as const,
  fields: parseFieldSpecs('name:string:required,provider:string,start_date:date,cost:money,status:enum(planned|running|done)'),
}

/** Loads generated TypeScript the way the app would (the test runner has the TS loader). */
async function load(file: string, source: string) {
  // One folder per database: CI runs the SQLite and the PostgreSQL suites side by side in one checkout.
  const dir = app.makePath(`tmp/scaffold-test-${process.env.DB_CONNECTION ?? 'sqlite'}`)
  mkdirSync(dir, { recursive: true })
  const path = `${dir}/${file}`
  writeFileSync(path, source)
  return import(`${pathToFileURL(path).href}?t=${Date.now()}`)
}

test.group('make:resource scaffold', (group) => {
  group.each.setup(() => isolatedTest())

  test('the field list is parsed, and a bad one is refused with what is wrong', ({ assert }) => {
    assert.deepEqual(EXAMPLE.fields.map((f) => [f.name, f.type, f.required]), [
      ['name', 'string', true], ['provider', 'string', false], ['start_date', 'date', false], ['cost', 'money', false], ['status', 'enum', false],
    ])
    assert.deepEqual(parseFieldSpecs('owner:ref(people):required')[0], { name: 'owner', type: 'reference', required: true, reference: 'people' })
    for (const bad of ['', 'Name:string', 'a:blob', 'a:string:optional', 'a:string,a:text']) assert.throws(() => parseFieldSpecs(bad), FieldSpecError)
  })
})

test.group('make:resource scaffold: declaration, migration and database', () => {
  test('the declaration, its migration and the database agree; the strings cover every label', async ({ assert }) => {
    const declaration = await load('training_course.ts', declarationSource(EXAMPLE).replace("from '../define.js'", "from '@hr/shared'"))
    const def = declaration.trainingCourse as ResourceDef
    assert.deepInclude(def, { name: 'training_course', path: 'training-course', table: 'training_courses', tenantColumn: 'customer_id' })
    assert.equal(def.routes?.list, '/admin-setting/training-course')
    assert.equal(adminSettingTabs([...catalogue, def]).at(-1)?.key, 'training-course')

    // Run outside the per-test transaction (a second connection would not see the new table), then dropped.
    const Migration = (await load('create_training_courses.ts', migrationSource(EXAMPLE))).default
    await new Migration(db.connection(), 'scaffold', false).execUp()
    try {
      const columns = Object.keys(await db.connection().columnsInfo('training_courses'))
      assert.sameMembers(columns, def.fields.map((f) => f.name))
    } finally {
      await new Migration(db.connection(), 'scaffold', false).execDown()
    }

    const strings = englishStrings(EXAMPLE, { status: { done: 'Done' } }) as any
    for (const f of def.fields.filter((x) => !['id', 'created_at', 'updated_at'].includes(x.name))) assert.isString(strings.training_course.fields[f.name], f.name)
    assert.deepEqual(strings.enums.status, { planned: 'Planned', running: 'Running' })
  })
})

test.group('catalogue:migration reads the declaration as edited (issue 42 item 8)', (group) => {
  group.each.timeout(180_000)

  test('an edited declaration is read from its source, not from the build this process started with', async ({ assert }) => {
    // A scratch repository root holding the shared package only, so the real build is never touched.
    const root = app.makePath(`tmp/edited-catalogue-${process.env.DB_CONNECTION ?? 'sqlite'}`)
    const repo = app.makePath('..')
    rmSync(root, { recursive: true, force: true })
    mkdirSync(join(root, 'shared'), { recursive: true })
    for (const part of ['src', 'scripts', 'package.json', 'tsconfig.build.json', 'tsconfig.json']) cpSync(join(repo, 'shared', part), join(root, 'shared', part), { recursive: true })
    cpSync(join(repo, 'tsconfig.json'), join(root, 'tsconfig.json'))
    writeFileSync(join(root, 'package.json'), JSON.stringify({ name: 'scratch', private: true, workspaces: ['shared'] }))
    symlinkSync(join(repo, 'node_modules'), join(root, 'node_modules'))
    try {
      const file = join(root, 'shared/src/catalogue/resources/document.ts')
      writeFileSync(file, readFileSync(file, 'utf8').replace("    { name: 'file_type',", "    { name: 'page_count', type: 'integer' },\n    { name: 'file_type',"))
      const edited = await catalogueAsEdited(root)
      if ('error' in edited) throw new Error(edited.error)
      const doc = edited.catalogue.find((d) => d.name === 'doc')!
      assert.include(doc.fields.map((f) => f.name), 'page_count')
      assert.notInclude(getResource('doc').fields.map((f) => f.name), 'page_count', 'the build this process loaded is the stale one')
      assert.isAbove(edited.catalogue.length, 40)
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })
})
