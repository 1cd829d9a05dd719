import { Card, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../shell/EmptyState'
import { pageTitleKeys } from '../../routing/shell-routes'

/** The page frame of a route whose screen is not built yet: its title and the "no table data" state. */
export default function PlaceholderPage({ path }: { path: string }) {
  const { t } = useTranslation()
  return (
    <Card>
      <Typography.Title level={3}>{t(pageTitleKeys(path))}</Typography.Title>
      <EmptyState />
    </Card>
  )
}
