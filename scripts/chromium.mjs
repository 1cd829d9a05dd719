import { existsSync } from 'node:fs'
import { run } from './lib.mjs'

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * The browser suite drives Debian's Chromium (browser downloads are not possible on our machines).
 * Installs it when we are root with apt-get; otherwise stops with the exact command — never skips.
 */
export async function ensureChromium() {
  if (existsSync(CHROMIUM)) return
  const isRoot = process.getuid?.() === 0
  const hasApt = existsSync('/usr/bin/apt-get')
  if (isRoot && hasApt) {
    console.log('Chromium is missing: installing Debian\'s chromium package …')
    const env = { DEBIAN_FRONTEND: 'noninteractive' }
    if ((await run('apt-get', ['update'], { env })).code === 0 && (await run('apt-get', ['install', '-y', 'chromium'], { env })).code === 0 && existsSync(CHROMIUM)) return
  }
  console.error(`\n✖ The end-to-end suite needs Chromium at ${CHROMIUM}.\n  Install it with:  sudo apt-get update && sudo apt-get install -y chromium\n  (or set CHROMIUM_PATH to an installed Chromium/Chrome binary)\n`)
  process.exit(1)
}
