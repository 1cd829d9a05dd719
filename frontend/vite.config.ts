import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url))

export default defineConfig({
  plugins: [react()],
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
