import type { KnipConfig } from 'knip'

/**
 * Dead code fails `npm test` (issue 45 §4: suite `deadcode` of scripts/test.mjs; `npx knip` lists the
 * findings): a file nothing imports, an export or type no other file imports, one binding exported
 * under two names, a package imported but not declared, a declared package nothing imports. Entry points are what a framework or a runner
 * loads by path, not by import; everything else must be reached from them. An export used only inside
 * its own file is not dead code, so it is not reported (ignoreExportsUsedInFile).
 */
const config: KnipConfig = {
  ignoreExportsUsedInFile: true,
  workspaces: {
    '.': {
      // The npm scripts and CI helpers; the browser suite's specs come from its config's testDir.
      entry: ['scripts/*.mjs'],
      playwright: { config: ['tests/playwright.config.ts'] },
      project: ['scripts/**/*.{mjs,ts}', 'tests/**/*.ts'],
      // The scripts spawn `node --import=ts-node-maintained/register/esm bin/server.ts` with cwd backend/,
      // where it resolves (a backend devDependency); knip reads the argument as the root's own import.
      ignoreUnresolved: ['ts-node-maintained/register/esm'],
    },
    shared: {
      // package.json "exports" are the entries (the tests: vitest.config.ts's include, read by knip's
      // vitest plugin; its type tests, *.test-d.ts, run by vitest's typecheck); the catalogue index
      // script runs before the build.
      entry: ['scripts/*.mjs', 'tests/**/*.test-d.ts'],
      project: ['src/**/*.ts', 'scripts/**/*.mjs', 'tests/**/*.ts'],
    },
    backend: {
      // AdonisJS loads these by path: adonisrc.ts (its preloads reach start/routes.ts and, through the
      // routes' lazy `() => import('#controllers/…')`, every controller; `#…` aliases resolve through
      // package.json "imports"), bin/, commands/, config/, migrations, seeders, the Japa bootstrap and
      // suites (adonisrc.ts `tests.suites`: keep the two in step), the scripts the root npm scripts run, and
      // each process area's area.ts (services/areas.ts finds them by reading app/areas/ at boot).
      entry: [
        'app/areas/*/area.ts', 'adonisrc.ts', 'bin/*.ts', 'commands/*.ts', 'config/*.ts',
        'database/migrations/**/*.ts', 'database/seeders/*.ts',
        'tests/bootstrap.ts', 'tests/{unit,functional}/**/*.spec.ts', 'app/areas/*/tests/**/*.spec.ts', 'scripts/*.ts',
      ],
      project: ['{app,bin,commands,config,database,start,tests,types,scripts}/**/*.ts', '*.{ts,js}'],
      // Loaded by name, not by import: Knex loads better-sqlite3 for config/database.ts's `client`, and
      // api_docs_controller.ts serves swagger-ui-dist's files from the folder require.resolve finds.
      ignoreDependencies: ['better-sqlite3', 'swagger-ui-dist'],
    },
    frontend: {
      // index.html loads src/main.tsx; pages are reached through lazy imports and import.meta.glob; the
      // tests are vitest.config.ts's include (knip's vitest plugin reads it).
      entry: ['index.html'],
      project: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}', 'plugins/**/*.ts', '*.config.ts'],
    },
  },
}

export default config
