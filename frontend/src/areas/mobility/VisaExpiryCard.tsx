import { Alert, Card, Empty, List, Space, Typography } from 'antd'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import dayjs from 'dayjs'
import { API_DATE_FORMAT, VISA_EXPIRY_SOON_DAYS } from '@hr/shared'
import { useProfile } from '../../hooks/useProfile'
import { errorMessage } from '../../components/records/form-errors'
import { usePeopleNames } from '../../components/records/usePeopleNames'
import { useCases } from './data'
import { caseUrl, expiringSoonFilters, seesOthersCases } from './mobility-logic'
import { MOBILITY_URL } from '../../components/mobility-section'
import { VisaExpiry } from './CaseTable'
import { StatusTag } from './StatusTag'
import { useCountryName } from './useCountryName'

/**
 * The dashboard's "Visas expiring soon" (issue 16): the five open cases whose visa expires first
 * within VISA_EXPIRY_SOON_DAYS, each opening its case. Only for users who read other people's
 * cases (managers, HR, data managers, the vendor's users); nothing is asked of the API otherwise.
 */
export default function VisaExpiryCard() {
  const profile = useProfile()
  if (!seesOthersCases(profile)) return null
  return <ExpiringCases />
}

function ExpiringCases() {
  const { t } = useTranslation()
  const country = useCountryName()
  const today = dayjs().format(API_DATE_FORMAT)
  const { rows, error, isLoading } = useCases(expiringSoonFilters(), today)
  const names = usePeopleNames(rows.map((r) => r.person_id))
  return (
    <Card
      title={t('mobility_ui.dashboard.title')}
      extra={<Link to={MOBILITY_URL}>{t('mobility_ui.dashboard.all')}</Link>}
      data-testid="visa-expiry-card"
    >
      {error ? (
        <Alert type="error" showIcon message={errorMessage(error, t('messages.error_occurred_contact_admin'))} />
      ) : (
        <List
          loading={isLoading}
          dataSource={rows}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('mobility_ui.dashboard.none', { days: VISA_EXPIRY_SOON_DAYS })} /> }}
          renderItem={(r) => (
            <List.Item data-testid={`visa-expiry-item-${r.id}`} extra={<StatusTag status={r.status} />}>
              <List.Item.Meta
                title={<Link to={caseUrl(r.id)}>{names.get(r.person_id) ?? `#${r.person_id}`}</Link>}
                description={(
                  <Space size={4} wrap>
                    <span>{t('mobility_ui.case_heading', { type: t(`enums.visa_type.${r.visa_type}`, { defaultValue: r.visa_type }), country: country(r.visiting_country) })}</span>
                    <span>·</span>
                    <Typography.Text type="secondary">{t('mobility_ui.dashboard.expires')}</Typography.Text>
                    <VisaExpiry row={r} today={today} />
                  </Space>
                )}
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  )
}
