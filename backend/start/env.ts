import { Env } from '@adonisjs/core/env'

/**
 * Every setting has a default that runs the platform on one machine with no services:
 * SQLite file, local-disk Drive, mail written to a folder. Production overrides them (docker-compose.yml).
 */
export default await Env.create(new URL('../', import.meta.url), {
  NODE_ENV: Env.schema.enum.optional(['development', 'production', 'test'] as const),
  PORT: Env.schema.number.optional(),
  HOST: Env.schema.string.optional({ format: 'host' }),
  APP_KEY: Env.schema.string(),
  APP_URL: Env.schema.string.optional(),
  LOG_LEVEL: Env.schema.string.optional(),
  /** proxies whose X-Forwarded-* headers are believed (IPs, CIDRs or loopback/linklocal/uniquelocal); default none */
  TRUSTED_PROXIES: Env.schema.string.optional(),
  /** the demo tenants and accounts: seeded by default outside production, in production only when 'true' */
  DEMO_DATA: Env.schema.boolean.optional(),
  /** production first start: the first superadmin, invited by a one-time link (or given ADMIN_PASSWORD) */
  ADMIN_EMAIL: Env.schema.string.optional(),
  ADMIN_PASSWORD: Env.schema.string.optional(),
  ALLOW_SQLITE_IN_PRODUCTION: Env.schema.boolean.optional(),

  DB_CONNECTION: Env.schema.enum.optional(['sqlite', 'pg'] as const),
  DB_HOST: Env.schema.string.optional({ format: 'host' }),
  DB_PORT: Env.schema.number.optional(),
  DB_USER: Env.schema.string.optional(),
  DB_PASSWORD: Env.schema.string.optional(),
  DB_DATABASE: Env.schema.string.optional(),
  /** PostgreSQL connections per process (default 20) */
  DB_POOL_MAX: Env.schema.number.optional(),
  /** statements each PostgreSQL connection keeps prepared (default 64; 0 for a transaction-mode pooler) */
  DB_PREPARED_STATEMENTS: Env.schema.number.optional(),
  /** PostgreSQL row-level security for request traffic (database/row_security); on unless 'off' */
  DB_ROW_SECURITY: Env.schema.enum.optional(['on', 'off'] as const),
  /** test runs only: 'off' switches the application's tenant scoping off, to prove the database's wall alone */
  TENANCY_APP_SCOPE: Env.schema.enum.optional(['on', 'off'] as const),
  /** How long (ms) a token with its user and request facts is reused while this process wrote nothing (services/auth_cache; default 3000, 0 = off) */
  AUTH_CACHE_MS: Env.schema.number.optional(),

  /** issue 44: 'database' (default: the app's own SQLite/PostgreSQL) or 'redis' (BullMQ on REDIS_URL) */
  QUEUE_DRIVER: Env.schema.enum.optional(['database', 'redis'] as const),
  /** the Redis of QUEUE_DRIVER=redis and of the progress channel across processes (default redis://127.0.0.1:6379) */
  REDIS_URL: Env.schema.string.optional(),
  /** whether this server process also works the queue ('on' by default, 'off' where separate workers run: node ace queue:work) */
  QUEUE_WORKER: Env.schema.enum.optional(['on', 'off'] as const),
  /** jobs one worker runs at once (default 4) */
  QUEUE_CONCURRENCY: Env.schema.number.optional(),
  /** how long (ms) a running job stays claimed without its worker's renewal before another worker takes it over (default 30000) */
  QUEUE_LEASE_MS: Env.schema.number.optional(),
  /** how often (ms) an idle database-queue worker looks for due jobs (default 500) */
  QUEUE_POLL_MS: Env.schema.number.optional(),
  /** the BullMQ queue's name on Redis (default hr-jobs): several apps, or a benchmark, on one Redis keep their own */
  QUEUE_NAME: Env.schema.string.optional(),

  MAIL_MAILER: Env.schema.enum.optional(['folder', 'smtp'] as const),
  MAIL_FOLDER: Env.schema.string.optional(),
  MAIL_FROM_ADDRESS: Env.schema.string.optional(),
  MAIL_FROM_NAME: Env.schema.string.optional(),
  SMTP_HOST: Env.schema.string.optional(),
  SMTP_PORT: Env.schema.number.optional(),
  SMTP_USERNAME: Env.schema.string.optional(),
  SMTP_PASSWORD: Env.schema.string.optional(),
  LIMITER_STORE: Env.schema.enum.optional(['memory', 'database'] as const),
  /** the country-guide site each country's guide_link points into (the spec names no site) */
  COUNTRY_GUIDE_URL: Env.schema.string.optional(),
  LOGIN_ATTEMPTS_PER_MINUTE: Env.schema.number.optional(),

  SSO_ISSUER: Env.schema.string.optional(),
  SSO_CLIENT_ID: Env.schema.string.optional(),
  SSO_CLIENT_SECRET: Env.schema.string.optional(),
  SSO_REDIRECT_URI: Env.schema.string.optional(),

  /** where the Noto fonts of non-Latin PDFs are read (default /usr/share/fonts; Debian's fonts-noto-core, fonts-noto-cjk) */
  PDF_FONT_DIR: Env.schema.string.optional(),
  /** the @pdf-viewer/react licence; without it PdfViewer uses the open pdf.js viewer (issue 43 §1) */
  PDF_VIEWER_LICENSE_KEY: Env.schema.string.optional(),
  DRIVE_DISK: Env.schema.enum.optional(['fs', 's3'] as const),
  S3_BUCKET: Env.schema.string.optional(),
  S3_REGION: Env.schema.string.optional(),
  S3_ENDPOINT: Env.schema.string.optional(),
  S3_ACCESS_KEY_ID: Env.schema.string.optional(),
  S3_SECRET_ACCESS_KEY: Env.schema.string.optional(),
})
