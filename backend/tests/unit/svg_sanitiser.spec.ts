import { test } from '@japa/runner'
import { sanitiseSvg } from '#services/svg_sanitiser'

const NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"'
/** Each way of hiding script in an SVG that a regex filter missed or might miss. */
export const HOSTILE_SVGS: Record<string, string> = {
  'plain script': `<svg ${NS}><script>alert(document.cookie)</script></svg>`,
  'upper-case script': `<svg ${NS}><SCRIPT>alert(1)</SCRIPT></svg>`,
  'namespaced svg:script': `<svg:svg xmlns:svg="http://www.w3.org/2000/svg"><svg:script>alert(1)</svg:script></svg:svg>`,
  'script in CDATA': `<svg ${NS}><script><![CDATA[alert(1)]]></script></svg>`,
  'onload handler': `<svg ${NS} onload="alert(1)"><rect width="1" height="1"/></svg>`,
  'handler on a child': `<svg ${NS}><rect width="1" height="1" onmouseover="alert(1)"/></svg>`,
  'foreignObject with iframe srcdoc': `<svg ${NS}><foreignObject width="100" height="100"><iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe></foreignObject></svg>`,
  'entity-encoded javascript: link': `<svg ${NS}><a href="&#106;avascript:alert(1)"><rect width="1" height="1"/></a></svg>`,
  'xlink:href javascript': `<svg ${NS}><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>`,
  'use with a data: document': `<svg ${NS}><use href="data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIG9ubG9hZD0iYWxlcnQoMSkiLz4=#x"/></svg>`,
  'animate rewriting href': `<svg ${NS}><a><animate attributeName="href" to="javascript:alert(1)"/><text>x</text></a></svg>`,
  'set rewriting href': `<svg ${NS}><a><set attributeName="xlink:href" to="javascript:alert(1)"/><text>x</text></a></svg>`,
  'entity bomb in a DOCTYPE': `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "&#60;script&#62;alert(1)&#60;/script&#62;">]><svg ${NS}>&a;</svg>`,
  'iframe smuggled in': `<svg ${NS}><iframe src="javascript:alert(1)"></iframe></svg>`,
}

test.group('SVG sanitiser', () => {
  for (const [name, svg] of Object.entries(HOSTILE_SVGS)) {
    test(`refuses or defuses: ${name}`, ({ assert }) => {
      const out = sanitiseSvg(svg)
      if (out === null) return
      // Whatever is kept has no way left to run script.
      assert.notMatch(out, /<\s*(\w+:)?script|\son\w+\s*=|javascript:|<\s*foreignObject|<\s*iframe|srcdoc|data:/i)
    })
  }

  test('a plain logo is kept, with its shapes and styles', ({ assert }) => {
    const logo = `<svg ${NS} viewBox="0 0 10 10"><style>.a{fill:#d4380d}</style><circle class="a" cx="5" cy="5" r="4" style="stroke:#000"/><text x="1" y="9">Co</text></svg>`
    const out = sanitiseSvg(logo)!
    assert.include(out, '<circle')
    assert.include(out, 'fill:#d4380d')
    assert.include(out, 'stroke:#000')
  })

  test('what is not an SVG image is refused', ({ assert }) => {
    assert.isNull(sanitiseSvg('<html><body>hello</body></html>'))
    assert.isNull(sanitiseSvg('just text'))
  })
})
