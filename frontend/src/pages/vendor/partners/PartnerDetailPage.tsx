import type { ReactNode } from 'react'
import { Link, useLocation, useParams } from 'react-router'
import { Breadcrumb, Card, Result, Spin, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../../components/EmptyState'
import { LinkTabs } from '../../../components/LinkTabs'
import { useApiGet } from '../../../providers/api-hooks'
import { VENDOR_PORTAL, type Partner } from '../model'
import { PartnerPricebooks } from './PartnerPricebooks'
import { usePartnerScope } from './partner-scope'
import { canManageVendorPortal } from '@hr/shared'
import { useProfile } from '../../../hooks/useProfile'
import { AgreementPanel } from '../../organisation/AgreementPanel'
import { BusinessEntityPanel } from '../../organisation/BusinessEntityPanel'
import { CompanyBankAccountPanel } from '../../organisation/CompanyBankAccountPanel'
import { CompanyDocPanel } from '../../organisation/CompanyDocPanel'
import { VendorServicePanel } from '../../organisation/VendorServicePanel'
import { PARTNER_TABS, partnerAreaTab } from './partner-tabs'

/**
 * /vendor/partner/:id/<tab>: one partner vendor. For a partner the acting vendor created (and so
 * manages), the tabs hold the organisation area's panels and the pricebooks acting for the partner;
 * a partner it is only linked to, or a vendor user, sees the empty state. The process areas add
 * their own tabs (the payroll reports the partner's users made for the acting vendor's customers).
 */
export default function PartnerDetailPage() {
  const { t } = useTranslation()
  const { id } = useParams()
  const { pathname } = useLocation()
  const read = useApiGet<Partner>(`${VENDOR_PORTAL}/vendor/${Number(id)}`)
  const partner: Partner | null | 'missing' = read.error ? 'missing' : read.data ?? null
  const tab = PARTNER_TABS.find((k) => pathname.includes(`/${k}`)) ?? 'agreement'

  const manages = canManageVendorPortal(useProfile()) && typeof partner === 'object' && !!partner?.managed && partner.to_vendor_id === partner.id
  const scoped = usePartnerScope(manages && typeof partner === 'object' && partner ? partner.id : null)

  if (partner === null) return <Spin />
  if (partner === 'missing') return <Result status="404" title={t('messages.page_not_found')} extra={<Link to="/vendor/partner">{t('vendor_portal.partners.title')}</Link>} />

  const owner = { type: 'vendor' as const, vendorId: partner.id }
  const panels: Record<string, ReactNode> = {
    agreement: <AgreementPanel owner={owner} />,
    'bank-account': <CompanyBankAccountPanel owner={owner} />,
    'business-entity': <BusinessEntityPanel owner={owner} />,
    'company-doc': <CompanyDocPanel owner={owner} />,
    service: <VendorServicePanel vendorId={partner.id} />,
  }
  const body = (key: string) => {
    if (key === 'pricebook') return <PartnerPricebooks partnerId={partner.id} managed={manages} />
    const AreaTab = partnerAreaTab(key)?.page
    if (AreaTab) return <AreaTab partnerId={partner.id} />
    return manages && scoped && panels[key] ? panels[key] : <EmptyState />
  }

  return (
    <Card>
      <Breadcrumb items={[{ title: <Link to="/vendor/partner">{t('vendor_portal.partners.title')}</Link> }, { title: partner.name }]} />
      <Typography.Title level={3} data-testid="partner-title">{partner.name}</Typography.Title>
      <LinkTabs
        activeKey={tab}
        tabs={PARTNER_TABS.map((key) => ({
          key, to: `/vendor/partner/${partner.id}/${key}`, label: t(`vendor_portal.partners.tabs.${key.replace('-', '_')}`), children: key === tab ? body(key) : null,
        }))}
      />
    </Card>
  )
}
