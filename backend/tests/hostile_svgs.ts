/**
 * Ways of hiding script in an SVG that a regex filter missed or might miss — checked against the
 * sanitiser (tests/unit) and through the upload route (tests/functional/security/files.spec.ts).
 */
export const NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"'
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
  'mixed-case namespaced script': `<svg ${NS} xmlns:h="http://www.w3.org/1999/xhtml"><h:ScRiPt>alert(1)</h:ScRiPt></svg>`,
  'tab-split javascript: link': `<svg ${NS}><a href="java&#x09;script:alert(1)"><text>x</text></a></svg>`,
  'image with javascript: href': `<svg ${NS}><image href="javascript:alert(1)" width="1" height="1"/></svg>`,
  'external entity': `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg ${NS}><text>&x;</text></svg>`,
  'handler hidden by an entity-encoded name': `<svg ${NS}><rect width="1" height="1" &#111;nclick="alert(1)"/></svg>`,
  'iframe smuggled in': `<svg ${NS}><iframe src="javascript:alert(1)"></iframe></svg>`,
}

/** What no stored SVG may still contain: script in any namespace, handlers, script or data URLs, HTML islands. */
export const ACTIVE_CONTENT = /<\s*(\w+:)?script|\son\w+\s*=|javascript:|<\s*(\w+:)?foreignObject|<\s*(\w+:)?iframe|srcdoc|data:|<!ENTITY|SYSTEM\s+"/i
