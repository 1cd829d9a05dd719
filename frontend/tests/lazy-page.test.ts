import { describe, expect, it } from 'vitest'
import { createElement, Suspense } from 'react'
import { renderToString } from 'react-dom/server'
import { lazyPage } from '../src/components/loading/lazy-page'

/**
 * Issue 20 §9: a page whose chunk is already loaded renders in the same pass, with no Suspense
 * fallback. React.lazy suspends it once anyway, and React 19 then holds the content back until
 * 300 ms after the fallback appeared: signing in paid that three times (app, layout, page).
 */
const render = (Page: ReturnType<typeof lazyPage>) =>
  renderToString(createElement(Suspense, { fallback: createElement('i', null, 'loading') }, createElement(Page, { name: 'Ada' })))

const greeting = ({ name }: { name: string }) => createElement('p', null, `Hello ${name}`)

describe('lazyPage', () => {
  it('shows the fallback while the chunk is not loaded yet', () => {
    const Page = lazyPage(() => new Promise<{ default: typeof greeting }>(() => {}))
    const html = render(Page)
    expect(html).toContain('loading')
    expect(html).not.toContain('Hello')
  })

  it('renders a preloaded page at once, with its props, without suspending', async () => {
    const Page = lazyPage(() => Promise.resolve({ default: greeting }))
    await Page.preload()
    const html = render(Page)
    expect(html).toContain('Hello Ada')
    expect(html).not.toContain('loading')
  })

  it('renders at once once a first render has loaded it', async () => {
    let loads = 0
    const Page = lazyPage(() => { loads++; return Promise.resolve({ default: greeting }) })
    expect(render(Page)).toContain('loading')
    await new Promise((r) => setTimeout(r, 0))
    expect(render(Page)).toContain('Hello Ada')
    expect(loads).toBe(1)
  })

  it('a failed preload is swallowed, and the page still tries again when rendered', async () => {
    let attempts = 0
    const Page = lazyPage(() => (++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: greeting })))
    await expect(Page.preload()).resolves.toBeUndefined()
    expect(render(Page)).toContain('loading')
    expect(attempts).toBe(2)
  })
})
