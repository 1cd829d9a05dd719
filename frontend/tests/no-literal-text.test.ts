import { describe, expect, it } from 'vitest'
import ts from 'typescript'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * Issue 17: every word a user reads comes from locales/, so all 23 languages can show it. Fails on
 * words written straight into JSX — text between tags, or a literal in an attribute a user reads
 * (title, placeholder, label, …). Format samples and example values, which no language translates,
 * are listed below with the file they belong to.
 */
const SRC = fileURLToPath(new URL('../src', import.meta.url))
const READ_ATTRIBUTES = new Set(['title', 'placeholder', 'label', 'aria-label', 'alt', 'okText', 'cancelText',
  'description', 'message', 'tooltip', 'content', 'emptyText', 'addonBefore', 'addonAfter', 'extra', 'help'])
const NOT_WORDS: Record<string, string[]> = {
  'pages/time-off/LeaveSettingsPage.tsx': ['MM-DD'], // the date pattern the field expects
  'pages/vendor/customers/SsoDomains.tsx': ['example.com'], // an example domain
}
const WORD = /\p{L}{2,}/u

function tsxFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const path = join(dir, f)
    return statSync(path).isDirectory() ? tsxFiles(path) : path.endsWith('.tsx') ? [path] : []
  })
}

function literalText(code: string, allowed: string[] = []): string[] {
  const source = ts.createSourceFile('screen.tsx', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && WORD.test(node.text)) found.push(node.text.trim())
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText()) && node.initializer && ts.isStringLiteral(node.initializer)
      && WORD.test(node.initializer.text)) found.push(`${node.name.getText()}="${node.initializer.text}"`)
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found.filter((text) => !allowed.some((a) => text.includes(a)))
}

describe('no literal UI text (issue 17)', () => {
  const files = tsxFiles(SRC)

  it('finds the screens it checks', () => {
    expect(files.length).toBeGreaterThan(150)
  })

  it('no component writes words a user reads outside locales/', () => {
    const offenders = files.flatMap((file) => literalText(readFileSync(file, 'utf8'), NOT_WORDS[relative(SRC, file)])
      .map((text) => `${relative(SRC, file)}: ${text}`))
    expect(offenders).toEqual([])
  })

  it('would catch a literal label and text between tags, not a translated one', () => {
    expect(literalText('<Form.Item label="Start date"><b>Save</b></Form.Item>')).toEqual(['label="Start date"', 'Save'])
    expect(literalText('<Form.Item label={t("a.b")}><b>{t("c")}</b> · 12</Form.Item>')).toEqual([])
  })
})
