import { useTranslation } from 'react-i18next'
import { can } from '@hr/shared'
import { useProfile } from '../hooks/useProfile'
import { LinkTabs } from './LinkTabs'
import { INSURANCE_URL, MOBILITY_URL } from './mobility-section'

/**
 * The global mobility section's tabs: the visa cases and, for those who may list enrolments, the
 * insurance list (the catalogue's screen at /global-mobility/insurance). Each tab is a link.
 */
export function MobilityNav({ active }: { active: 'cases' | 'insurance' }) {
  const { t } = useTranslation()
  const profile = useProfile()
  const tabs = [
    { key: 'cases', to: MOBILITY_URL, label: t('mobility_ui.nav.cases'), testId: 'mobility-nav-cases' },
    ...(can(profile, 'list', 'insurance_enrolment')
      ? [{ key: 'insurance', to: INSURANCE_URL, label: t('mobility_ui.nav.insurance'), testId: 'mobility-nav-insurance' }]
      : []),
  ]
  return <LinkTabs activeKey={active} tabs={tabs} data-testid="mobility-nav" style={{ marginBottom: 8 }} />
}
