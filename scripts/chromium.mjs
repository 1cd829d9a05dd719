import { existsSync } from 'node:fs'
import { run } from './lib.mjs'

/**
 * The browser suite drives Debian's Chromium (browser downloads are not possible on our machines), as
 * its headless shell when installed: Debian's chromium-headless-shell package is the same Chromium build
 * without the desktop browser's layer, the binary Playwright itself runs headless by default. On our two
 * cores it does the same tests with about a quarter less CPU (roles + people specs: 141 against 185
 * CPU-seconds, wall 105 s against 122 s), and the browser suite is CPU-bound. CHROMIUM_PATH overrides.
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
export const FULL_CHROMIUM = '/usr/bin/chromium'

export const chromiumPath = () => process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM)

/** Installs Debian's packages when we are root with apt-get; otherwise stops with the exact command — never skips. */
export async function ensureChromium() {
  if (process.env.CHROMIUM_PATH ? existsSync(process.env.CHROMIUM_PATH) : existsSync(HEADLESS_SHELL)) return
  const isRoot = process.getuid?.() === 0
  const hasApt = existsSync('/usr/bin/apt-get')
  if (!process.env.CHROMIUM_PATH && isRoot && hasApt) {
    console.log('Installing Debian\'s chromium and chromium-headless-shell packages …')
    const env = { DEBIAN_FRONTEND: 'noninteractive' }
    const install = () => run('apt-get', ['install', '-y', 'chromium', 'chromium-headless-shell'], { env })
    if ((await install()).code !== 0 && (await run('apt-get', ['update'], { env })).code === 0) await install()
    if (existsSync(HEADLESS_SHELL)) return
  }
  // The full browser in headless mode runs the same suite, only slower.
  if (!process.env.CHROMIUM_PATH && existsSync(FULL_CHROMIUM)) return
  console.error(`\n✖ The end-to-end suite needs Chromium at ${chromiumPath()}.\n  Install it with:  sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell\n  (or set CHROMIUM_PATH to an installed Chromium/Chrome binary)\n`)
  process.exit(1)
}
