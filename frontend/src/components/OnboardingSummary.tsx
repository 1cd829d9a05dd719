import { Card, Descriptions, Space, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { engagementKey, type EngagementFacts } from './onboarding-engagement'
import { formatDay } from '../i18n/format'

/** The person the onboarding is about (profile of the new hire, or the verified token's person). */
export interface OnboardingPerson extends EngagementFacts {
  name: string
  platform_email?: string | null
  service_type?: string | null
  is_expat?: boolean
  is_local?: boolean
  host_is_local?: boolean | null
  country?: { iso_code: string } | null
  host_country?: { iso_code: string } | null
  job_start_date?: string | null
}

const countryName = (code: string | undefined, lang: string) => {
  if (!code) return '-'
  try {
    return new Intl.DisplayNames([lang, 'en'], { type: 'region' }).of(code) ?? code
  } catch {
    return code
  }
}

/**
 * Shell §2.4 onboarding summary bar: name, platform e-mail, a greeting (not for a manager's
 * onboarding), the engagement type as the person knows it (employee, intern, contractor; see
 * engagementKey), home and host country with local or foreigner badges, and the job start date or a dash.
 */
export function OnboardingSummary({ person, greet, extra }: { person: OnboardingPerson; greet: boolean; extra?: React.ReactNode }) {
  const { t, i18n } = useTranslation()
  const engagement = engagementKey(person)
  const badge = (local: boolean | null | undefined) =>
    local == null ? null : <Tag color={local ? 'green' : 'blue'}>{t(local ? 'shell.onboarding.local' : 'shell.onboarding.foreigner')}</Tag>
  return (
    <Card data-testid="onboarding-summary" extra={extra}>
      {greet && <Typography.Title level={3}>{t('shell.onboarding.greeting', { name: person.name })}</Typography.Title>}
      <Descriptions column={{ xs: 1, md: 3 }} items={[
        { key: 'name', label: t('shell.onboarding.name'), children: person.name },
        { key: 'email', label: t('shell.onboarding.platform_email'), children: person.platform_email ?? '-' },
        { key: 'engagement', label: t('shell.onboarding.engagement_type'), children: engagement ? t(engagement) : '-' },
        {
          key: 'home', label: t('shell.onboarding.home_country'),
          children: <Space size={4}>{countryName(person.country?.iso_code, i18n.language)}{badge(person.is_local)}</Space>,
        },
        ...(person.is_expat && person.host_country
          ? [{
              key: 'host', label: t('shell.onboarding.host_country'),
              children: <Space size={4}>{countryName(person.host_country.iso_code, i18n.language)}{badge(person.host_is_local)}</Space>,
            }]
          : []),
        { key: 'start', label: t('shell.onboarding.job_start_date'), children: person.job_start_date ? formatDay(person.job_start_date) : '-' },
      ]} />
    </Card>
  )
}
