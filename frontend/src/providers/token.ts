/**
 * The API token lives in the httpOnly cookie auth_token (shell §3: path /, one year, Secure,
 * SameSite=Lax) that the server sets at sign-in and clears at logout; page script never sees it,
 * so a script smuggled onto our origin cannot steal the session. Requests carry it by themselves;
 * the header below marks them as our own page's, which the API requires of cookie-authenticated changes.
 */
export const SAME_ORIGIN_HEADERS = { 'X-Requested-With': 'XMLHttpRequest' } as const
