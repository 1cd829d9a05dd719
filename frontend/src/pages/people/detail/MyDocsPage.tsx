import { Suspense } from 'react'
import { Card, Space, Spin, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useProfile } from '../../../hooks/useProfile'
import { EmptyState } from '../../../components/EmptyState'
import { PageContent } from '../../../layout/PageContent'
import DocsTab from '../tabs/DocsTab'

/**
 * /my-docs (issue 42 item 8): the signed-in person's own documents, the same list, viewer and
 * upload as the documents tab of /my-info, which the API scopes to what they may read and file.
 */
export default function MyDocsPage() {
  const { t } = useTranslation()
  const profile = useProfile()
  if (!profile) return <Spin />
  if (!profile.person_id) return <EmptyState variant="no_data_assigned" />
  return (
    <PageContent>
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <Typography.Title level={3} style={{ margin: 0 }}>{t('shell.menu.my_docs')}</Typography.Title>
        <Card data-testid="my-docs">
          <Suspense fallback={<Spin />}>
            <DocsTab personId={profile.person_id} self />
          </Suspense>
        </Card>
      </Space>
    </PageContent>
  )
}
