import { Button, Card, Descriptions, Typography } from 'antd'
import { useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useProfile } from '../../hooks/useProfile'
import { hasAgreedPrivacy } from '../../shell/privacy'

/**
 * /onboarding/personal: where the gate sends a user who has not agreed to the privacy terms. The
 * onboarding forms come later; for now the summary and the way to the terms dialog.
 */
export default function OnboardingPage() {
  const { t } = useTranslation()
  const profile = useProfile()
  const navigate = useNavigate()
  if (!profile) return null
  return (
    <Card>
      <Typography.Title level={3}>{t('shell.onboarding.greeting', { name: profile.name })}</Typography.Title>
      <Descriptions column={1} items={[
        { key: 'email', label: t('shell.onboarding.platform_email'), children: profile.platform_email ?? profile.email },
        { key: 'start', label: t('shell.onboarding.job_start_date'), children: profile.job_start_date ?? '-' },
      ]} />
      {!hasAgreedPrivacy(profile) && (
        <>
          <Typography.Paragraph>{t('shell.onboarding.terms_needed')}</Typography.Paragraph>
          <Button type="primary" onClick={() => navigate('/?terms=true')}>{t('shell.onboarding.review_terms')}</Button>
        </>
      )}
    </Card>
  )
}
