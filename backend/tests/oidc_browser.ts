/** Test helper: the browser side of an OpenID sign-in at the loopback provider. */
export const SSO_REDIRECT = 'http://localhost:3333/microsoft/auth/callback'
const REDIRECT = SSO_REDIRECT

/** Follows the provider's redirects like a browser (cookies included) until it sends us back with a code. */
export async function signInAtProvider(authorizationUrl: string, login: string): Promise<string> {
  const jar = new Map<string, string>()
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
  const remember = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';')
      const i = pair.indexOf('=')
      jar.set(pair.slice(0, i), pair.slice(i + 1))
    }
  }
  let url = authorizationUrl
  let body: URLSearchParams | undefined
  for (let hop = 0; hop < 15; hop++) {
    const res = await fetch(url, { method: body ? 'POST' : 'GET', body, headers: { cookie: cookieHeader() }, redirect: 'manual' })
    remember(res)
    body = undefined
    const location = res.headers.get('location')
    if (location) {
      url = new URL(location, url).href
      if (url.startsWith(REDIRECT)) return url
      continue
    }
    const html = await res.text()
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1]
    if (!action) throw new Error(`provider page without a form: ${html.slice(0, 200)}`)
    url = new URL(action, url).href
    body = html.includes('name="login"')
      ? new URLSearchParams({ prompt: 'login', login, password: 'any' })
      : new URLSearchParams({ prompt: 'consent' })
  }
  throw new Error('too many redirects at the provider')
}
