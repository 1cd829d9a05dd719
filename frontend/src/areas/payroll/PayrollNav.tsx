import { Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { can } from '@hr/shared'
import { useProfile } from '../../hooks/useProfile'
import { LinkTabs } from '../../components/LinkTabs'

const PATHS = { cycles: '/payroll', payslips: '/payroll/payslip', reports: '/payroll/reports' } as const
export type PayrollSection = keyof typeof PATHS

/**
 * The payroll home's sections (shell §2.1 /payroll, /payroll/payslip, /payroll/reports). Pay cycles
 * and payslips are for the payroll privilege; reports are also read by the people they are shared
 * with and by approvers.
 */
export function PayrollNav({ active }: { active: PayrollSection }) {
  const { t } = useTranslation()
  const profile = useProfile()
  const payrollUser = !!profile && can(profile, 'list', 'payroll')
  const sections = (Object.keys(PATHS) as PayrollSection[]).filter((s) => payrollUser || s === 'reports')
  return (
    <>
      <Typography.Title level={3}>{t('shell.pages.payroll')}</Typography.Title>
      <LinkTabs
        activeKey={active}
        data-testid="payroll-nav"
        tabs={sections.map((key) => ({ key, to: PATHS[key], label: t(`payroll_ui.nav.${key}`) }))}
      />
    </>
  )
}
