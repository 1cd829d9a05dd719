import { test } from '@japa/runner'
import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

test.group('SPA serving', (group) => {
  let dir: string
  group.setup(() => {
    dir = mkdtempSync(join(tmpdir(), 'spa-'))
    mkdirSync(join(dir, 'assets'))
    writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>')
    writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log(1)')
    process.env.FRONTEND_DIST = dir
    return () => { delete process.env.FRONTEND_DIST }
  })

  test('deep links are answered with index.html', async ({ client, assert }) => {
    const res = await client.get('/people/staff/1/personal')
    res.assertStatus(200)
    assert.include(res.text(), '<div id="root">')
    assert.equal(res.header('cache-control'), 'no-cache')
  })

  test('hashed assets are served with a long cache', async ({ client, assert }) => {
    const res = await client.get('/assets/app-abc123.js')
    res.assertStatus(200)
    assert.include(res.header('cache-control'), 'immutable')
  })

  test('paths cannot escape the build folder', async ({ client, assert }) => {
    const res = await client.get('/assets/..%2f..%2f..%2fetc%2fpasswd')
    assert.notInclude(res.text(), 'root:')
  })
})

test.group('Branding per host (domain-config.json, read server side)', (group) => {
  let dir: string
  group.setup(() => {
    dir = mkdtempSync(join(tmpdir(), 'brand-'))
    writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><title>x</title><link rel="icon" href="/favicon.svg"></head><body></body></html>')
    writeFileSync(join(dir, 'domain-config.json'), JSON.stringify({
      default: { company_name: 'Default Co', favicon: '/favicon.svg' },
      'hr.acme.test': { company_name: 'Acme HR', favicon: '/acme.ico', logo_light: '/acme-light.svg' },
    }))
    process.env.FRONTEND_DIST = dir
    return () => { delete process.env.FRONTEND_DIST }
  })

  test('the host without www. picks its entry; other hosts get the default', async ({ client, assert }) => {
    const acme = await client.get('/login').header('host', 'www.hr.acme.test')
    assert.include(acme.text(), '<title>Acme HR</title>')
    assert.include(acme.text(), 'href="/acme.ico"')
    assert.include(acme.text(), '"logo_light":"/acme-light.svg"')
    const other = await client.get('/login').header('host', 'elsewhere.test')
    assert.include(other.text(), '<title>Default Co</title>')
  })
})
