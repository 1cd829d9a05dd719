/**
 * A language's catalogue is split into fragments (locales/<lang>/<area>.json) so each domain
 * area owns its own file; backend and frontend merge them the same way. A key defined in two
 * fragments is a mistake, reported rather than silently overwritten.
 */
export type LocaleTree = { [k: string]: string | LocaleTree }

export function mergeLocaleFragments(fragments: Array<[name: string, tree: LocaleTree]>): LocaleTree {
  const out: LocaleTree = {}
  const merge = (into: LocaleTree, from: LocaleTree, path: string, source: string) => {
    for (const [key, value] of Object.entries(from)) {
      const here = path ? `${path}.${key}` : key
      const existing = into[key]
      if (typeof value === 'string') {
        if (existing !== undefined) throw new Error(`locale key ${here} defined twice (${source})`)
        into[key] = value
      } else {
        if (typeof existing === 'string') throw new Error(`locale key ${here} defined twice (${source})`)
        into[key] = existing ?? {}
        merge(into[key] as LocaleTree, value, here, source)
      }
    }
  }
  for (const [name, tree] of [...fragments].sort(([a], [b]) => a.localeCompare(b))) merge(out, tree, '', name)
  return out
}
