/**
 * The antd theme, shared by Root.tsx and the build's baked stylesheets (plugins/antd-static-styles.ts):
 * the stylesheet only serves a theme it was baked with, so both read it from here.
 * Refine's blue theme, inlined: @refinedev/antd stays out of the entry chunk (see notification-provider).
 * A reader whose system asks for reduced motion gets none: dropdowns, modals and toasts appear and go
 * at once (antd's `motion` token).
 */
export const THEME = { token: { colorPrimary: '#1677FF' } }
export const STILL_THEME = { token: { ...THEME.token, motion: false } }
/** No space pushed between two CJK characters of a button ("保 存"): Japanese and Chinese read it letter-spaced (issue 43 §7). */
export const BUTTON = { autoInsertSpace: false }
export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'
