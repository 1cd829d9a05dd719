import { Tabs } from 'antd'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { can } from '@hr/shared'
import { useProfile } from '../../hooks/useProfile'
import { INSURANCE_URL, MOBILITY_URL } from './mobility-logic'

/**
 * The global mobility section's tabs: the visa cases and, for those who may list enrolments, the
 * insurance list (the catalogue's screen at /global-mobility/insurance). Each tab is a link.
 */
export function MobilityNav({ active }: { active: 'cases' | 'insurance' }) {
  const { t } = useTranslation()
  const profile = useProfile()
  const items = [
    { key: 'cases', label: <Link to={MOBILITY_URL} data-testid="mobility-nav-cases">{t('mobility_ui.nav.cases')}</Link> },
    ...(can(profile, 'list', 'insurance_enrolment')
      ? [{ key: 'insurance', label: <Link to={INSURANCE_URL} data-testid="mobility-nav-insurance">{t('mobility_ui.nav.insurance')}</Link> }]
      : []),
  ]
  return <Tabs activeKey={active} items={items} data-testid="mobility-nav" style={{ marginBottom: 8 }} />
}
