import type { ReactNode } from 'react'
import { Layout } from 'antd'
import { CONTENT_MAX_WIDTH_PX } from '@hr/shared'
import './small-screens.css'

/** Shell §2.2/§9: page content is centred and at most 1482px wide, in every layout. */
export function PageWidth({ children }: { children: ReactNode }) {
  return <div style={{ maxWidth: CONTENT_MAX_WIDTH_PX, margin: '0 auto' }}>{children}</div>
}

/** The padded content area of the header-only layouts (portals, onboarding). */
export function PageContent({ children }: { children: ReactNode }) {
  return (
    <Layout.Content className="page-content" style={{ padding: 24 }}>
      <PageWidth>{children}</PageWidth>
    </Layout.Content>
  )
}
