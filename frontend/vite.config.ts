import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip } from 'node:zlib'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { antdStaticStyles } from './plugins/antd-static-styles'

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url))

/**
 * Writes a .br and a .gz (level 9) twin next to every compressible hashed asset, so the server
 * (backend SpaController) sends the best one the browser accepts without compressing per request.
 * Brotli at its best quality (11), except above 1 MiB (the lazily loaded PDF and chart chunks):
 * there quality 9 is within a few per cent and several times faster to build. Only assets/:
 * index.html is branded per host, and domain-config.json is edited after the build. Files under
 * 1 KiB, or that would not shrink, keep no twin.
 */
function precompress(): Plugin {
  const compressible = /^assets\/.+\.(?:m?js|css|svg|json|html|txt)$/
  const br = promisify(brotliCompress)
  const gz = promisify(gzip)
  return {
    name: 'precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir!
      await Promise.all(Object.keys(bundle).filter((file) => compressible.test(file)).map(async (file) => {
        const bytes = await readFile(join(dir, file))
        if (bytes.length < 1024) return
        const [brotli, gzipped] = await Promise.all([
          br(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: bytes.length > 1 << 20 ? 9 : 11, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
          gz(bytes, { level: 9 }),
        ])
        if (brotli.length < bytes.length) await writeFile(join(dir, `${file}.br`), brotli)
        if (gzipped.length < bytes.length) await writeFile(join(dir, `${file}.gz`), gzipped)
      }))
    },
  }
}

export default defineConfig({
  plugins: [react(), antdStaticStyles(), precompress()],
  // The repository's one .env (README "Configuration"): only VITE_* keys such as
  // VITE_PDF_VIEWER_LICENSE_KEY reach the browser bundle.
  envDir: here('..'),
  resolve: {
    // Compile the shared catalogue from source: no separate shared build step during development.
    alias: { '@hr/shared': here('../shared/src/index.ts') },
  },
  server: {
    proxy: { '/api': 'http://localhost:3333' },
    // ../shared and ../locales live outside the frontend root.
    fs: { allow: [here('..')] },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The manifest lets scripts/bench-login-bundle.mjs measure what each route loads.
    manifest: true,
  },
})
