import { test } from '@japa/runner'
import { sanitiseSvg } from '#services/svg_sanitiser'
import { ACTIVE_CONTENT, HOSTILE_SVGS, NS } from '#tests/hostile_svgs'

test.group('SVG sanitiser', () => {
  for (const [name, svg] of Object.entries(HOSTILE_SVGS)) {
    test(`refuses or defuses: ${name}`, ({ assert }) => {
      const out = sanitiseSvg(svg)
      if (out === null) return
      // Whatever is kept has no way left to run script.
      assert.notMatch(out, ACTIVE_CONTENT)
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
