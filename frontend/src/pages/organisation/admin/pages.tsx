import { Card } from 'antd'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../../components/EmptyState'
import { AdminSettingFrame } from './AdminSettingFrame'
import { BusinessEntityPanel } from '../BusinessEntityPanel'
import { CompanyDocPanel } from '../CompanyDocPanel'
import { CompanyBankAccountPanel } from '../CompanyBankAccountPanel'
import { AgreementPanel } from '../AgreementPanel'
import { VendorServicePanel } from '../VendorServicePanel'

/** The customer's own company data: every admin-setting panel acts for the acting customer. */
const CUSTOMER = { type: 'customer' } as const

export const BusinessEntityPage = () => <AdminSettingFrame><BusinessEntityPanel owner={CUSTOMER} /></AdminSettingFrame>
export const CompanyDocsPage = () => <AdminSettingFrame><CompanyDocPanel owner={CUSTOMER} /></AdminSettingFrame>
export const BankAccountPage = () => <AdminSettingFrame><CompanyBankAccountPanel owner={CUSTOMER} /></AdminSettingFrame>
export const AgreementPage = () => <AdminSettingFrame><AgreementPanel owner={CUSTOMER} /></AdminSettingFrame>
/** The vendor's services as the customer sees them: read-only. */
export const VendorServicePage = () => <AdminSettingFrame><VendorServicePanel readOnly /></AdminSettingFrame>

/** Settings owned by later modules (BI): their empty state until those land. The payroll setup is ../payroll-setup. */
function Pending({ tab, note }: { tab: string; note: string }) {
  const { t } = useTranslation()
  return (
    <AdminSettingFrame>
      <Card title={t(`organisation.tabs.${tab}`)}><EmptyState description={t(note)} /></Card>
    </AdminSettingFrame>
  )
}
export const BiReportsPage = () => <Pending tab="bi_reports" note="organisation.bi_empty" />
