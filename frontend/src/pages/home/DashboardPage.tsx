import { Suspense } from 'react'
import { Alert, Button, Card, List, Space, Typography } from 'antd'
import { Link, Navigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useProfile } from '../../hooks/useProfile'
import { buildSideMenu } from '../../components/side-menu'
import { areaDashboardCards } from '../../areas/registry'

/** `/`: a welcome, the user's menu entries as links, and the areas' cards (e.g. visas expiring soon; the real dashboard comes later). */
export default function DashboardPage() {
  const { t } = useTranslation()
  const profile = useProfile()
  if (!profile) return null
  // Contractor-only users have no dashboard (shell §4 layout guards): docs, or sign-up without a contractor_type.
  if (profile.roles.contractor_only) return <Navigate to={profile.contractor_type ? '/contractor/docs' : '/contractor/signup'} replace />
  const links = buildSideMenu(profile.roles).filter((e) => !e.hidden && e.path !== '/')
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card>
        <Typography.Title level={3}>{t('shell.dashboard.welcome', { name: profile.name })}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('shell.dashboard.intro')}</Typography.Paragraph>
        {profile.person_status === 'onboarding' && profile.person_id && (
          <Alert
            data-testid="onboarding-prompt"
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            message={t('shell.onboarding.continue')}
            description={t('shell.onboarding.continue_hint')}
            action={<Link to="/onboarding/personal"><Button type="primary">{t('shell.onboarding.continue')}</Button></Link>}
          />
        )}
        <List
          dataSource={links}
          renderItem={(e) => (
            <List.Item>
              <Link to={e.path}>{t(e.labelKey)}</Link>
            </List.Item>
          )}
        />
      </Card>
      {areaDashboardCards().filter((c) => c.shows(profile)).map(({ key, card: AreaCard }) => <Suspense key={key} fallback={null}><AreaCard /></Suspense>)}
    </Space>
  )
}
