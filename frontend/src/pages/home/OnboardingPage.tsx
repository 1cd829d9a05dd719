import { Button, Space, Steps, Typography } from 'antd'
import { useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useProfile } from '../../hooks/useProfile'
import { hasAgreedPrivacy } from '../../components/privacy'
import { OnboardingSummary } from '../../components/OnboardingSummary'
import { OnboardingSteps } from './onboarding/OnboardingSteps'
import { ONBOARDING_STEPS } from './onboarding/onboarding-steps'

/**
 * /onboarding/personal: where the gate sends a user who has not agreed to the privacy terms, and
 * where the employee then fills in their own data (personal, bank, documents) step by step.
 */
export default function OnboardingPage() {
  const { t } = useTranslation()
  const profile = useProfile()
  const navigate = useNavigate()
  if (!profile) return null
  const agreed = hasAgreedPrivacy(profile)
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <OnboardingSummary person={{ ...profile, platform_email: profile.platform_email ?? profile.email }} greet />
      {!agreed && (
        <>
          {/* Personal data only after the privacy terms: the terms come first. */}
          <Steps current={0} items={['terms', ...ONBOARDING_STEPS].map((s) => ({ title: t(`shell.onboarding.steps.${s}`) }))} />
          <Typography.Paragraph>{t('shell.onboarding.terms_needed')}</Typography.Paragraph>
          <Button type="primary" onClick={() => navigate('/?terms=true')}>{t('shell.onboarding.review_terms')}</Button>
        </>
      )}
      {agreed && profile.person_id && <OnboardingSteps personId={profile.person_id} />}
    </Space>
  )
}
