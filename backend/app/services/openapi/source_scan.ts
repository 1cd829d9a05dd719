import { readFile } from 'node:fs/promises'
import { sep } from 'node:path'
import { fileURLToPath } from 'node:url'

/** What the source of a controller method tells about its request. */
export interface HandlerInfo {
  /** the controller module under #controllers (or an area's folder), for operation ids and summaries: vendor_portal/users_controller */
  module: string
  handlerMethod: string
  /** the method's doc comment */
  description?: string
  /** the VineJS validators it runs on the body (or, for reads, the query) and on the query string */
  body?: JsonSchemaSource
  query?: JsonSchemaSource
  /** fields read one by one (request.only/input) when no validator describes the body */
  fields: string[]
  /** multipart file fields (request.file) */
  files: string[]
  /** whether the code reads a request body at all */
  readsBody: boolean
  /** validators named in the method that could not be reached (declared without `export`) */
  unresolved: string[]
}

export interface JsonSchemaSource { toJSONSchema(): unknown }
export type Resolve = (spec: string, parent?: string) => string

const isValidator = (v: unknown): v is JsonSchemaSource =>
  typeof v === 'object' && v !== null && typeof (v as JsonSchemaSource).toJSONSchema === 'function'

/**
 * A route's lazy import (`() => import('#controllers/x')`) names its module in its source; the
 * specifier is resolved the way the import itself would be (package imports map, TS loader in dev).
 */
export function lazyImportSpecifier(fn: unknown): string | null {
  if (typeof fn !== 'function') return null
  return /import\(\s*["'`]([^"'`]+)["'`]\s*\)/.exec(fn.toString())?.[1] ?? null
}

interface Module {
  url: string
  source: string
  ns: Record<string, unknown>
  /** local name → [specifier, exported name] */
  imports: Map<string, [string, string]>
}

/**
 * The production build (build/…/x.js) is compiled without comments; the TypeScript it came from
 * sits beside the build in the image, and names the same identifiers.
 */
function sourceTwin(path: string) {
  const at = path.lastIndexOf(`${sep}build${sep}`)
  if (at < 0 || !path.endsWith('.js')) return null
  return `${path.slice(0, at)}${sep}${path.slice(at + 7, -3)}.ts`
}

const modules = new Map<string, Promise<Module>>()
function loadModule(url: string): Promise<Module> {
  let mod = modules.get(url)
  if (!mod) {
    mod = (async () => {
      const path = fileURLToPath(url)
      const source = (await readFile(sourceTwin(path) ?? path, 'utf8').catch(() => null)) ?? (await readFile(path, 'utf8').catch(() => ''))
      const ns = (await import(url).catch(() => ({}))) as Record<string, unknown>
      return { url, source, ns, imports: namedImports(source) }
    })()
    modules.set(url, mod)
  }
  return mod
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The source of a class method (`async name(`, `name = async (`) or of a module function
 * (`function name(`, `const name = (`), up to the closing brace at its own indentation, with the
 * doc comment right above it.
 */
function codeOf(source: string, name: string, kind: 'method' | 'function') {
  const n = escape(name)
  const pattern = kind === 'method'
    ? new RegExp(`^([ \\t]+)(?:(?:public|private|protected|static)\\s+)*(?:async\\s+)?${n}\\s*(?:=\\s*(?:async\\s*)?)?[(<]`, 'gm')
    : new RegExp(`^()(?:export\\s+)?(?:(?:async\\s+)?function\\s+${n}\\s*[(<]|const\\s+${n}\\s*=\\s*(?:async\\s*)?[(<])`, 'gm')
  // The declaration is the least indented candidate: a call like `status(` may start a deeper line.
  const head = [...source.matchAll(pattern)].sort((a, b) => a[1].length - b[1].length)[0]
  if (!head) return null
  const start = head.index!
  const close = new RegExp(`\\n${head[1]}}`, 'g')
  close.lastIndex = start
  const end = close.exec(source)?.index ?? source.length
  const doc = /\/\*\*((?:(?!\*\/)[\s\S])*)\*\/$/.exec(source.slice(0, start).trimEnd())?.[1]
  return { code: source.slice(start, end), doc: doc ? cleanDoc(doc) : undefined }
}

const cleanDoc = (doc: string) =>
  doc.split('\n').map((l) => l.replace(/^\s*\*\s?/, '').trimEnd()).join('\n').trim()

function namedImports(source: string) {
  const out = new Map<string, [string, string]>()
  for (const m of source.matchAll(/import\s+(?:type\s+)?(?:[\w$]+\s*,\s*)?\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
    for (const part of m[1].split(',')) {
      const [exported, local] = part.replace(/^\s*type\s+/, '').split(/\s+as\s+/).map((s) => s.trim())
      if (exported) out.set(local || exported, [m[2], exported])
    }
  }
  return out
}

/**
 * Reads a controller method's source — and the helpers it hands `ctx` to: its own `this.x(ctx…)`
 * and imported functions called with `ctx` — for the validators it runs, so bespoke routes
 * document the very schema that validates them. A validator is reached through its module's
 * exports or the module it is imported from; one kept private cannot be, and is reported.
 */
export async function scanHandler(lazyImport: unknown, method: string, resolve: Resolve): Promise<HandlerInfo | null> {
  const spec = lazyImportSpecifier(lazyImport)
  if (!spec) return null
  const controller = await loadModule(resolve(spec))
  // An area's controller (#areas/time_off/leave_controller) keeps the operation id it had under #controllers: leave.transition.
  const info: HandlerInfo = { module: spec.replace(/^#areas\/[\w-]+\//, '').replace(/^#[\w-]+\//, ''), handlerMethod: method, fields: [], files: [], unresolved: [], readsBody: false }
  const found = codeOf(controller.source, method, 'method')
  if (!found) return info
  info.description = found.doc
  const visited = new Set<string>()
  const importedModule = async (importSpec: string, parent: string) => {
    try {
      return await loadModule(resolve(importSpec, parent))
    } catch {
      return null
    }
  }

  const lookup = async (mod: Module, name: string): Promise<JsonSchemaSource | undefined> => {
    const own = mod.ns[name]
    if (isValidator(own)) return own
    const imported = mod.imports.get(name)
    const from = imported && (await importedModule(imported[0], mod.url))
    const theirs = from ? from.ns[imported[1]] : undefined
    if (isValidator(theirs)) return theirs
    if (new RegExp(`\\b${escape(name)}\\s*=\\s*vine\\.compile\\(`).test(mod.source)) info.unresolved.push(name)
    return undefined
  }

  const scan = async (mod: Module, code: string, depth: number) => {
    const body = /validateUsing\(\s*([\w$]+)/.exec(code)?.[1] ?? /([\w$]+)\.validate\(\s*(?:ctx\.)?request\.(?:body|all)\(\)/.exec(code)?.[1]
    const query = /([\w$]+)\.validate\(\s*(?:ctx\.)?request\.qs\(\)/.exec(code)?.[1]
    if (body && !info.body) info.body = await lookup(mod, body)
    if (query && !info.query) info.query = await lookup(mod, query)
    if (/request\.(?:body|all|input|only|except|file|files)\(|validateUsing\(|\.validate\(/.test(code)) info.readsBody = true
    info.files.push(...[...code.matchAll(/request\.file\(\s*["']([\w.]+)["']/g)].map((m) => m[1]))
    const only = /request\.only\(\s*\[([^\]]*)\]/.exec(code)?.[1]
    if (only) info.fields.push(...[...only.matchAll(/["']([\w.]+)["']/g)].map((m) => m[1]))
    info.fields.push(...[...code.matchAll(/request\.input\(\s*["']([\w.]+)["']/g)].map((m) => m[1]))
    if (depth >= 3) return

    for (const [, name] of code.matchAll(/this\.([\w$]+)\(\s*ctx\b/g)) {
      if (visited.has(`${mod.url}#${name}`)) continue
      visited.add(`${mod.url}#${name}`)
      const helper = codeOf(mod.source, name, 'method')
      if (helper) await scan(mod, helper.code, depth + 1)
    }
    for (const [, name] of code.matchAll(/(?<![\w$.])([\w$]+)\(\s*ctx\s*[,)]/g)) {
      const imported = mod.imports.get(name)
      if (!imported || visited.has(`${imported[0]}#${imported[1]}`)) continue
      visited.add(`${imported[0]}#${imported[1]}`)
      const from = await importedModule(imported[0], mod.url)
      const helper = from && codeOf(from.source, imported[1], 'function')
      if (from && helper) await scan(from, helper.code, depth + 1)
    }
  }

  await scan(controller, found.code, 0)
  info.files = [...new Set(info.files)]
  info.fields = info.body ? [] : [...new Set(info.fields)].filter((f) => !info.files.includes(f))
  return info
}
