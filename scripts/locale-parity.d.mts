/** Types for scripts/locale-parity.mjs (imported by the shared unit suite). */
export type LocaleTree = { [key: string]: string | LocaleTree }
export const LOCALES: string
export function flatten(tree: LocaleTree, prefix?: string, out?: Record<string, string>): Record<string, string>
export function placeholders(text: string): string[]
export function compareFile(lang: string, enTree: LocaleTree, tree: LocaleTree): string[]
export function languages(): string[]
export function checkLanguages(langs?: string[]): Record<string, string[]>
