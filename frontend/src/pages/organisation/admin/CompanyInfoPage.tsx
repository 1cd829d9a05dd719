import { useOne } from '@refinedev/core'
import { Button, Card, Descriptions, Skeleton, Tag, Typography } from 'antd'
import { useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { COOKIE_NAMES, can, type AccessRecord } from '@hr/shared'
import { useProfile } from '../../../hooks/useProfile'
import { readCookie } from '../../../components/cookies'
import { StoredImage } from '../../../components/upload/StoredImage'
import { AdminSettingFrame } from './AdminSettingFrame'

/** The customer the request acts for: the switcher's selection, else the user's own company. */
export function actingCustomerId(profile: { customer_id?: number | null; default_customer_id?: number | null; customer_list_active?: number[] } | null) {
  const picked = Number(readCookie(COOKIE_NAMES.customerId))
  if (Number.isInteger(picked) && picked > 0) return picked
  return profile?.customer_id ?? profile?.default_customer_id ?? profile?.customer_list_active?.[0] ?? null
}

/**
 * /admin-setting/company-info: the acting customer's record (name, logo, sender, CSM, 2FA, SSO).
 * Customer admins read it; the service provider edits it (the customer form of the vendor portal).
 */
export default function CompanyInfoPage() {
  const { t } = useTranslation()
  const profile = useProfile()
  const navigate = useNavigate()
  const id = actingCustomerId(profile)
  const { result: customer, query } = useOne({ resource: 'customer', id: id ?? '', queryOptions: { enabled: !!id } })
  const yesNo = (v: unknown) => <Tag color={v ? 'green' : 'default'}>{t(v ? 'common.yes' : 'common.no')}</Tag>
  const editable = !!customer && can(profile, 'update', 'customer', customer as AccessRecord)
  return (
    <AdminSettingFrame>
      <Card
        title={t('organisation.company_info.title')}
        data-testid="company-info"
        extra={editable && <Button onClick={() => navigate(`/vendor/customer/${customer!.id}/edit`)}>{t('common.edit')}</Button>}
      >
        {query.isLoading || !customer ? <Skeleton active /> : (
          <>
            <Descriptions column={{ xs: 1, md: 2 }} bordered size="middle">
              <Descriptions.Item label={t('customer.fields.name')}><span data-testid="company-name">{String(customer.name)}</span></Descriptions.Item>
              <Descriptions.Item label={t('organisation.company_info.logo')}>
                {customer.logo ? <StoredImage fileKey={String(customer.logo)} /> : t('common.empty_value')}
              </Descriptions.Item>
              <Descriptions.Item label={t('organisation.company_info.sender_name')}>{String(customer.sender_name ?? t('common.empty_value'))}</Descriptions.Item>
              <Descriptions.Item label={t('organisation.company_info.sender_email')}>{String(customer.sender_email ?? t('common.empty_value'))}</Descriptions.Item>
              <Descriptions.Item label={t('organisation.company_info.csm_name')}>{String(customer.csm_name ?? t('common.empty_value'))}</Descriptions.Item>
              <Descriptions.Item label={t('organisation.company_info.is_active')}>{yesNo(customer.is_active)}</Descriptions.Item>
              <Descriptions.Item label={t('organisation.company_info.require_2fa')}>{yesNo(customer.require_2fa)}</Descriptions.Item>
              <Descriptions.Item label={t('organisation.company_info.sso_enabled')}>{yesNo(customer.sso_enabled)}</Descriptions.Item>
            </Descriptions>
            {!editable && <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>{t('organisation.company_info.managed_by_vendor')}</Typography.Paragraph>}
          </>
        )}
      </Card>
    </AdminSettingFrame>
  )
}
