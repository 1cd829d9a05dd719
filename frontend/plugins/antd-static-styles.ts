import { createHash } from 'node:crypto'
import { createRequire } from 'node:module'
import type { Plugin } from 'vite'
import { REDUCED_MOTION, STILL_THEME, THEME } from '../src/theme'

/**
 * antd's component styles baked into two stylesheets at build time, one per motion preference, instead of
 * being generated in the browser on every page load. antd 5 writes its styles at run time (CSS-in-JS): on
 * a people list that was about 200 ms of the page load's 900 ms main-thread work, on every load. Each
 * sheet carries antd's map of the styles it holds (`.data-ant-cssinjs-cache-path`), and antd skips
 * generating any style it finds in the map (@ant-design/cssinjs, "whole export"): what is not in it
 * (portalled panels, another theme) is still generated as before, so nothing can go unstyled.
 * Only the sheet whose media query matches applies, and with it only its map.
 */
const SHEETS = [
  { name: 'antd-motion', theme: THEME, media: '(prefers-reduced-motion: no-preference)' },
  { name: 'antd-still', theme: STILL_THEME, media: REDUCED_MOTION },
]

/** The portalled components, rendered in place as their panels, with what each needs to render. */
const PANELS: Record<string, object> = {
  Modal: { title: '·' }, Drawer: { title: '·' }, Tooltip: { title: '·' }, Popover: { title: '·', content: '·' },
  Popconfirm: { title: '·' }, Tour: { title: '·', total: 1 }, notification: { message: '·' }, message: { content: '·' },
}

function bake(theme: object): string {
  const require = createRequire(import.meta.url)
  const React = require('react')
  const antd = require('antd')
  const { extractStyle } = require('@ant-design/static-style-extract')
  // The library renders every antd component but the portalled ones; their panels are added here.
  const panels = Object.entries(PANELS).map(([name, props]) =>
    React.createElement(antd[name]._InternalPanelDoNotUseOrYouWillBeFired, { key: name, ...props }))
  return extractStyle((node: unknown) => React.createElement(antd.ConfigProvider, { theme }, node, ...panels))
}

export function antdStaticStyles(): Plugin {
  let base = '/'
  let sheets: { fileName: string; media: string; css: string }[] = []
  return {
    name: 'antd-static-styles',
    apply: 'build',
    configResolved(config) { base = config.base },
    buildStart() {
      sheets = SHEETS.map(({ name, theme, media }) => {
        const css = bake(theme)
        const hash = createHash('sha256').update(css).digest('base64url').slice(0, 8)
        return { fileName: `assets/${name}-${hash}.css`, media, css }
      })
      for (const { fileName, css } of sheets) this.emitFile({ type: 'asset', fileName, source: css })
    },
    transformIndexHtml: {
      order: 'pre',
      // Ahead of the app's own stylesheets, which Vite adds at the end of <head>: antd puts the styles it
      // generates first too, so the app's CSS keeps overriding them as before.
      handler: (html) => {
        if (!html.includes('</title>')) throw new Error('antd-static-styles: index.html has no <title> to put the stylesheets after')
        const links = sheets.map(({ fileName, media }) => `<link rel="stylesheet" href="${base}${fileName}" media="${media}">`)
        return html.replace('</title>', `</title>\n    ${links.join('\n    ')}`)
      },
    },
  }
}
