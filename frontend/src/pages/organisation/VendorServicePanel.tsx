import { useTranslation } from 'react-i18next'
import { CompanyDataPanel } from './CompanyDataPanel'

/**
 * A vendor's services (names unique per vendor). Vendor settings pass the vendor; a customer sees
 * its vendor's services read-only (/admin-setting/vendor-service).
 */
export function VendorServicePanel({ vendorId, readOnly }: { vendorId?: number; readOnly?: boolean }) {
  const { t } = useTranslation()
  return (
    <CompanyDataPanel
      resource="vendor_service"
      owner={{ type: 'vendor', vendorId }}
      readOnly={readOnly}
      description={readOnly ? t('organisation.services_of_vendor') : undefined}
    />
  )
}

