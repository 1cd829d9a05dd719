import { Button, Space, Typography } from 'antd'
import { useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useProfile } from '../../hooks/useProfile'
import { hasAgreedPrivacy } from '../../shell/privacy'
import { OnboardingSummary } from '../../shell/OnboardingSummary'

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
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <OnboardingSummary person={{ ...profile, platform_email: profile.platform_email ?? profile.email }} greet />
      {!hasAgreedPrivacy(profile) && (
        <>
          <Typography.Paragraph>{t('shell.onboarding.terms_needed')}</Typography.Paragraph>
          <Button type="primary" onClick={() => navigate('/?terms=true')}>{t('shell.onboarding.review_terms')}</Button>
        </>
      )}
    </Space>
  )
}
