import { execFile } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import type { ResourceDef } from '@hr/shared'

/**
 * The catalogue as its declarations read now (issue 42 item 8): the shared package is built from
 * its source first (`npm run build -w shared`, as the README's walkthrough does: it regenerates the
 * catalogue index too), then each resource module of the fresh build is loaded anew. The package
 * this process imported at start is the build as it was then, stale after a declaration is edited.
 */
export async function catalogueAsEdited(root: string): Promise<{ catalogue: ResourceDef[] } | { error: string }> {
  try {
    await promisify(execFile)('npm', ['run', 'build', '-w', 'shared'], { cwd: root, maxBuffer: 16 * 1024 * 1024 })
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
    return { error: `${stdout}${stderr}`.trim().split('\n').slice(-30).join('\n') }
  }
  const dir = join(root, 'shared', 'dist', 'catalogue', 'resources')
  const stamp = Date.now()
  const found: ResourceDef[] = []
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.js'))) {
    const module = await import(`${pathToFileURL(join(dir, file)).href}?edited=${stamp}`)
    for (const value of Object.values(module)) if (looksLikeResource(value)) found.push(value)
  }
  return { catalogue: found }
}

const looksLikeResource = (value: unknown): value is ResourceDef =>
  !!value && typeof value === 'object' && typeof (value as ResourceDef).name === 'string' &&
  typeof (value as ResourceDef).table === 'string' && Array.isArray((value as ResourceDef).fields)
