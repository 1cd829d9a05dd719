/** The pages a signed-out visitor can open (shell §2.1): served by the public shell (PublicApp) on a first load. */
const PUBLIC_PATH = /^\/(?:(?:login|reset|join)(?:\/[^/]+)?|microsoft\/auth\/callback)\/?$/

export const isPublicPath = (pathname: string) => PUBLIC_PATH.test(pathname)
