import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { ROOT } from './env.mjs'

/**
 * A scratch copy of the repository for a README walkthrough's proof (scaffold-proof.mjs,
 * area-proof.mjs): the files git would commit (tracked and untracked, not ignored), the installed
 * packages shared by link with the workspaces pointing at the copy's own folders, and its own .env
 * on SQLite. Returns the copy's folder and the files copied.
 */
export function scratchCopy(prefix) {
  const copy = mkdtempSync(join(tmpdir(), prefix))
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean)
  for (const f of files) {
    mkdirSync(dirname(join(copy, f)), { recursive: true })
    try { cpSync(join(ROOT, f), join(copy, f)) } catch { /* a file deleted in the working tree */ }
  }
  mkdirSync(join(copy, 'node_modules', '@hr'), { recursive: true })
  for (const entry of readdirSync(join(ROOT, 'node_modules'))) {
    if (entry !== '@hr') symlinkSync(join(ROOT, 'node_modules', entry), join(copy, 'node_modules', entry))
  }
  for (const ws of ['shared', 'backend', 'frontend']) {
    symlinkSync(`../../${ws}`, join(copy, 'node_modules', '@hr', ws))
    // A workspace's own packages (where npm put some beside it), shared by link as the root's are.
    if (existsSync(join(ROOT, ws, 'node_modules'))) symlinkSync(join(ROOT, ws, 'node_modules'), join(copy, ws, 'node_modules'))
  }
  writeFileSync(join(copy, '.env'), `HOST=127.0.0.1\nAPP_KEY=${randomBytes(32).toString('base64url')}\nDB_CONNECTION=sqlite\nDRIVE_DISK=fs\n`)
  return { copy, files }
}
