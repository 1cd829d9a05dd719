import { describe, expect, it } from 'vitest'
import ts from 'typescript'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * Issue 17: every word a user reads comes from locales/, so all 23 languages can show it. Fails on
 * words written straight into JSX — text between tags, or a literal in an attribute a user reads
 * (title, placeholder, label, …) — and, in any .ts or .tsx file, on prose handed to antd's message,
 * notification and Modal calls or set as a read property (title, label, message, …) of an object,
 * such as a column or a notification. Format samples and example values, which no language
 * translates, are listed below with the file they belong to.
 */
const SRC = fileURLToPath(new URL('../src', import.meta.url))
const READ_ATTRIBUTES = new Set(['title', 'placeholder', 'label', 'aria-label', 'alt', 'okText', 'cancelText',
  'description', 'message', 'tooltip', 'content', 'emptyText', 'addonBefore', 'addonAfter', 'extra', 'help'])
const NOT_WORDS: Record<string, string[]> = {
  'areas/time_off/LeaveSettingsPage.tsx': ['MM-DD'], // the date pattern the field expects
  'pages/vendor/customers/SsoDomains.tsx': ['example.com'], // an example domain
}
const WORD = /\p{L}{2,}/u

function sourceFiles(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).flatMap((f) => {
    const path = join(dir, f)
    return statSync(path).isDirectory() ? sourceFiles(path, pattern) : pattern.test(path) ? [path] : []
  })
}
const tsxFiles = (dir: string) => sourceFiles(dir, /\.tsx$/)

const READ_PROPERTIES = new Set(['title', 'placeholder', 'label', 'message', 'description', 'content', 'okText', 'cancelText',
  'tooltip', 'emptyText', 'text', 'help', 'extra'])
const USER_CALLS = /^(message|notification|Modal)\.(success|error|info|warning|warn|loading|open|confirm)$/
/** Prose, not a translation key ('people.fields.name') or a code: words with a space, or capitalised. */
const isProse = (s: string) => WORD.test(s) && !/^[\w-]+(\.[\w-]+)+$/.test(s) && (/\s/.test(s) || /^\p{Lu}/u.test(s))

/** Prose in code: a read property of an object literal, or the text of a message/notification/Modal call. */
function literalProse(code: string, tsx = true): string[] {
  const source = ts.createSourceFile(tsx ? 'code.tsx' : 'code.ts', code, ts.ScriptTarget.Latest, true, tsx ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const found: string[] = []
  const literal = (n: ts.Node): n is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral => ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && READ_PROPERTIES.has(node.name.getText()) && literal(node.initializer) && isProse(node.initializer.text)) {
      found.push(`${node.name.getText()}: '${node.initializer.text}'`)
    }
    if (ts.isCallExpression(node) && USER_CALLS.test(node.expression.getText()) && node.arguments[0] && literal(node.arguments[0])
      && isProse(node.arguments[0].text)) found.push(`${node.expression.getText()}('${node.arguments[0].text}')`)
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
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

  it('no code hands a user prose outside locales/ (messages, notifications, titles and labels of objects)', () => {
    const offenders = sourceFiles(SRC, /\.tsx?$/).filter((file) => !file.endsWith('.test.ts')).flatMap((file) => literalProse(readFileSync(file, 'utf8'), file.endsWith('x'))
      .map((text) => `${relative(SRC, file)}: ${text}`))
    expect(offenders).toEqual([])
  })

  it('would catch prose in a notification or a column title, not a key or a translated one', () => {
    expect(literalProse("message.error('Could not save'); const c = { title: 'Start date', dataIndex: 'start' }", false))
      .toEqual(["message.error('Could not save')", "title: 'Start date'"])
    expect(literalProse("message.error(t('errors.save')); const c = { title: t('a.b'), label: 'people.fields.name', key: 'Name' }", false)).toEqual([])
  })

  it('would catch a literal label and text between tags, not a translated one', () => {
    expect(literalText('<Form.Item label="Start date"><b>Save</b></Form.Item>')).toEqual(['label="Start date"', 'Save'])
    expect(literalText('<Form.Item label={t("a.b")}><b>{t("c")}</b> · 12</Form.Item>')).toEqual([])
  })
})
