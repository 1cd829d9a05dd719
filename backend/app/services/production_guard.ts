/**
 * What a production start refuses, each with what to set: a server whose sessions and signed
 * links rest on a guessable key, or whose payroll data sits in a single-file database, must not
 * come up by accident. Pure, so it is tested without starting anything.
 */
const EXAMPLE_KEYS = new Set(['', 'changeme', 'change-me', 'secret', 'your-app-key', 'APP_KEY'])
export const APP_KEY_MIN_LENGTH = 32

export function productionStartProblems(env: Record<string, string | undefined>): string[] {
  if (env.NODE_ENV !== 'production') return []
  const problems: string[] = []
  const key = env.APP_KEY ?? ''
  if (EXAMPLE_KEYS.has(key.trim()) || key.length < APP_KEY_MIN_LENGTH || /^(.)\1+$/.test(key)) {
    problems.push(`APP_KEY is missing, an example value or shorter than ${APP_KEY_MIN_LENGTH} characters: set a random one (e.g. APP_KEY=$(openssl rand -base64 32)).`)
  }
  if ((env.DB_CONNECTION ?? 'sqlite') === 'sqlite' && env.ALLOW_SQLITE_IN_PRODUCTION !== 'true') {
    problems.push('DB_CONNECTION is sqlite: set DB_CONNECTION=pg with DB_HOST, DB_USER, DB_PASSWORD and DB_DATABASE (or ALLOW_SQLITE_IN_PRODUCTION=true for a single-machine trial).')
  }
  return problems
}

/** Demo tenants and their public password only where asked for: everywhere but production, or DEMO_DATA=true. */
export const wantsDemoData = (env: Record<string, string | undefined>) =>
  env.DEMO_DATA === 'true' || (env.NODE_ENV !== 'production' && env.DEMO_DATA !== 'false')
