import { Empty, Space, Table, Tooltip, Typography, type TablePaginationConfig, type TableProps } from 'antd'
import { getDefaultSortOrder } from '@refinedev/antd'
import type { CrudSort } from '@refinedev/core'
import { WarningOutlined } from '@ant-design/icons'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '../../components/records/form-errors'
import { fmtDate, fmtDateTime } from '../../components/formats'
import type { MobilityCase } from './model'
import { caseUrl, daysLeft, expiryUrgency } from './mobility-logic'
import { StatusTag } from './StatusTag'
import { useCountryName } from './useCountryName'

/** A visa's expiry date, highlighted when it has passed or is within 30 days (not on a canceled case). */
export function VisaExpiry({ row, today }: { row: Pick<MobilityCase, 'id' | 'visa_expiry_date' | 'status'>; today: string }) {
  const { t } = useTranslation()
  const urgency = row.status === 'canceled' ? null : expiryUrgency(row.visa_expiry_date, today)
  const date = fmtDate(row.visa_expiry_date)
  if (!urgency || !row.visa_expiry_date) return <span data-testid={`visa-expiry-${row.id}`}>{date}</span>
  const left = daysLeft(row.visa_expiry_date, today)
  return (
    <Tooltip title={urgency === 'expired' ? t('mobility_ui.expired') : t('mobility_ui.expires_in', { count: left })}>
      <Typography.Text type="danger" strong data-testid={`visa-expiry-${row.id}`} data-urgency={urgency}>
        <WarningOutlined /> {date}
      </Typography.Text>
    </Tooltip>
  )
}

interface Props {
  rows: MobilityCase[]
  loading?: boolean
  /** the person column (the list page; not a person's own tab) */
  personNames?: Map<number, string>
  error?: unknown
  today: string
  pagination?: TablePaginationConfig | false
  /** the list's sorting (Refine's useTable): the dated and status columns sort on the server */
  sorters?: CrudSort[]
  /** paging and sorting changes (Refine's useTable tableProps.onChange) */
  onChange?: TableProps<MobilityCase>['onChange']
  testId?: string
}

/**
 * Visa cases as a table: person, visa type, leaving → visiting country, arrive date, the visa's
 * expiry (highlighted when near), status and last update; each row opens its case.
 */
export function CaseTable({ rows, loading, personNames, error, today, pagination = false, sorters, onChange, testId = 'mobility-case-table' }: Props) {
  const { t } = useTranslation()
  const country = useCountryName()
  const label = (name: string) => t(`mobility_case.fields.${name}`)
  const sortable = (key: string) => (sorters ? { sorter: true, sortOrder: getDefaultSortOrder(key, sorters) } : {})
  const open = (r: MobilityCase, text: string) => <Link to={caseUrl(r.id)} data-testid={`mobility-case-link-${r.id}`}>{text}</Link>
  const columns = [
    ...(personNames
      ? [{ key: 'person', title: label('person_id'), render: (_: unknown, r: MobilityCase) => open(r, personNames.get(r.person_id) ?? `#${r.person_id}`) }]
      : []),
    {
      key: 'visa_type', title: label('visa_type'),
      render: (_: unknown, r: MobilityCase) => {
        const text = t(`enums.visa_type.${r.visa_type}`, { defaultValue: r.visa_type })
        return personNames ? text : open(r, text)
      },
    },
    {
      key: 'route', title: t('mobility_ui.route'),
      render: (_: unknown, r: MobilityCase) => <Space size={4} wrap>{country(r.leaving_country)}<span aria-hidden>→</span>{country(r.visiting_country)}</Space>,
    },
    { key: 'arrive_date', title: label('arrive_date'), ...sortable('arrive_date'), render: (_: unknown, r: MobilityCase) => fmtDate(r.arrive_date) },
    { key: 'visa_expiry_date', title: label('visa_expiry_date'), ...sortable('visa_expiry_date'), render: (_: unknown, r: MobilityCase) => <VisaExpiry row={r} today={today} /> },
    { key: 'status', title: label('status'), ...sortable('status'), render: (_: unknown, r: MobilityCase) => <StatusTag status={r.status} testId={`mobility-status-${r.id}`} /> },
    { key: 'updated_at', title: label('updated_at'), render: (_: unknown, r: MobilityCase) => fmtDateTime(r.updated_at ?? r.status_changed_at ?? r.created_at) },
  ]
  const emptyText = error
    ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<Typography.Text type="danger">{errorMessage(error, t('messages.error_occurred_contact_admin'))}</Typography.Text>} />
    : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('mobility_ui.no_cases')} />
  return (
    <Table<MobilityCase>
      rowKey="id" size="middle" data-testid={testId} loading={loading} dataSource={rows} columns={columns} scroll={{ x: true }}
      pagination={pagination} onChange={onChange} locale={{ emptyText }}
    />
  )
}
