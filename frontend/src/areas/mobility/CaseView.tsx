import { Card, Col, Descriptions, Row, Space, Tag, Typography } from 'antd'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'
import { API_DATE_FORMAT } from '@hr/shared'
import { useProfile } from '../../hooks/useProfile'
import { fmtDate, fmtDateTime, fmtMoney } from '../../components/formats'
import type { MobilityCase } from './model'
import { mayReadFees } from './mobility-logic'
import { CaseActions } from './CaseActions'
import { CaseConversation } from './CaseConversation'
import { PersonFiles } from '../../components/records/PersonFiles'
import { VisaExpiry } from './CaseTable'
import { CaseTimeline } from './CaseTimeline'
import { StatusTag } from './StatusTag'
import { useCountryName } from './useCountryName'

interface Props {
  kase: MobilityCase
  /** whose case it is, as the header names them */
  personName?: string | null
  /** the person's own view: titled by the visa, no case buttons (the conversation stays theirs to write in) */
  readOnly?: boolean
  onDeleted?: () => void
}

/**
 * One visa case (issue 16), used on /global-mobility/:id and inline in the person's own view:
 * its header and status with the moves the user may make, its details (the fees only for those
 * who may read them), its files, the timeline of its moves and its conversation.
 */
export function CaseView({ kase, personName, readOnly, onDeleted }: Props) {
  const { t } = useTranslation()
  const profile = useProfile()
  const country = useCountryName()
  const today = dayjs().format(API_DATE_FORMAT)
  const label = (name: string) => t(`mobility_case.fields.${name}`)
  const visaType = t(`enums.visa_type.${kase.visa_type}`, { defaultValue: kase.visa_type })
  // The API leaves the fees out for users who may not read them; the screen never shows them empty.
  const fees = mayReadFees(profile, kase) && 'service_fee' in kase
  const money = (v: unknown) => (v == null || v === '' ? t('common.empty_value') : fmtMoney(v, kase.currency))

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }} data-testid={`mobility-case-${kase.id}`}>
      <Card>
        <Row justify="space-between" align="top" gutter={[16, 16]}>
          <Col flex="auto">
            <Typography.Title level={3} style={{ margin: 0 }} data-testid="mobility-case-title">
              {readOnly
                ? t('mobility_ui.case_heading', { type: visaType, country: country(kase.visiting_country) })
                : (personName ?? `#${kase.person_id}`)}
            </Typography.Title>
            <Space size={8} wrap style={{ marginTop: 8 }} data-testid="mobility-case-summary">
              <Tag>{t('mobility_ui.visa_label', { type: visaType })}</Tag>
              <Typography.Text>{country(kase.leaving_country)} → {country(kase.visiting_country)}</Typography.Text>
              <StatusTag status={kase.status} testId="mobility-case-status" />
            </Space>
          </Col>
          {!readOnly && <Col><CaseActions kase={kase} onDeleted={onDeleted} /></Col>}
        </Row>
        <Descriptions
          style={{ marginTop: 16 }} size="small" column={{ xs: 1, md: 2, xl: 3 }} data-testid="mobility-case-details"
          items={[
            { key: 'leaving_country', label: label('leaving_country'), children: country(kase.leaving_country) },
            { key: 'visiting_country', label: label('visiting_country'), children: country(kase.visiting_country) },
            { key: 'visa_type', label: label('visa_type'), children: visaType },
            { key: 'arrive_date', label: label('arrive_date'), children: fmtDate(kase.arrive_date) },
            { key: 'visa_expiry_date', label: label('visa_expiry_date'), children: <VisaExpiry row={kase} today={today} /> },
            { key: 'status_changed_at', label: label('status_changed_at'), children: fmtDateTime(kase.status_changed_at) },
            { key: 'created_at', label: label('created_at'), children: fmtDateTime(kase.created_at) },
            ...(fees
              ? [
                  { key: 'currency', label: label('currency'), children: kase.currency || t('common.empty_value') },
                  { key: 'service_fee', label: label('service_fee'), children: <span data-testid="mobility-service-fee">{money(kase.service_fee)}</span> },
                  { key: 'vendor_cost', label: label('vendor_cost'), children: <span data-testid="mobility-vendor-cost">{money(kase.vendor_cost)}</span> },
                ]
              : []),
            { key: 'notes', label: label('notes'), span: 'filled' as const, children: <span style={{ whiteSpace: 'pre-wrap' }}>{kase.notes || t('common.empty_value')}</span> },
          ]}
        />
      </Card>
      <Card title={label('files')} size="small">
        <PersonFiles files={kase.files} personId={kase.person_id} testId="mobility-case-files-list" />
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={9}>
          <Card title={t('mobility_ui.timeline.title')} size="small"><CaseTimeline caseId={kase.id} /></Card>
        </Col>
        <Col xs={24} lg={15}>
          <Card title={t('mobility_ui.conversation.title')} size="small"><CaseConversation kase={kase} /></Card>
        </Col>
      </Row>
    </Space>
  )
}
