import { defineConfig } from '@adonisjs/core/app'

export default defineConfig({
  commands: [
    () => import('@adonisjs/core/commands'),
    () => import('@adonisjs/lucid/commands'),
  ],
  providers: [
    () => import('@adonisjs/core/providers/app_provider'),
    () => import('@adonisjs/core/providers/hash_provider'),
    { file: () => import('@adonisjs/core/providers/repl_provider'), environment: ['repl', 'test'] },
    () => import('@adonisjs/core/providers/vinejs_provider'),
    () => import('@adonisjs/lucid/database_provider'),
    () => import('@adonisjs/auth/auth_provider'),
    () => import('@adonisjs/drive/drive_provider'),
    () => import('@adonisjs/mail/mail_provider'),
    () => import('@adonisjs/limiter/limiter_provider'),
    () => import('@adonisjs/transmit/transmit_provider'),
  ],
  preloads: [
    () => import('#start/routes'), () => import('#start/kernel'), () => import('#start/workflows'),
    { file: () => import('#start/queue'), environment: ['web', 'test'] },
    { file: () => import('#start/transmit'), environment: ['web', 'test'] },
  ],
  tests: {
    suites: [
      { files: ['tests/unit/**/*.spec(.ts|.js)'], name: 'unit', timeout: 5000 },
      // A process area's own API tests live beside it (app/areas/<area>/tests), so adding an area edits no test folder.
      { files: ['tests/functional/**/*.spec(.ts|.js)', 'app/areas/*/tests/**/*.spec(.ts|.js)'], name: 'functional', timeout: 30000 },
    ],
    forceExit: false,
  },
})
