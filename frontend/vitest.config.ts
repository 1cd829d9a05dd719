import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: {
    alias: { '@hr/shared': fileURLToPath(new URL('../shared/src/index.ts', import.meta.url)) },
  },
  test: {
    environment: 'node',
    // Each process area keeps its tests beside it (src/areas/<name>/tests).
    include: ['tests/**/*.test.ts', 'src/areas/*/tests/**/*.test.ts'],
  },
})
