import { Link } from 'react-router'
import { Card, List, Spin, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useTable, type HttpError } from '@refinedev/core'
import { LIST_PAGE_SIZE, type contractorContract, type RowOf } from '@hr/shared'
import { useProfile } from '../../hooks/useProfile'
import { ownContractUrl, STATUS_COLOR } from './contract-logic'

type ContractRow = RowOf<typeof contractorContract>

/**
 * What a contractor can do today (issue 20 §10): their menu holds only pages still being built,
 * so each of those pages lists their contracts (placeholderCards), each opening the contract's own
 * page (terms, billing, time off).
 */
export default function OwnContractsCard() {
  const { t } = useTranslation()
  const personId = Number(useProfile()?.person_id)
  // One page of their contracts at a time, read through the data provider (the API keeps them to their own anyway).
  const { result, tableQuery, currentPage, setCurrentPage, pageSize } = useTable<ContractRow, HttpError>({
    resource: 'contractor_contract',
    filters: { permanent: [{ field: 'person_id', operator: 'eq', value: personId }] },
    pagination: { pageSize: LIST_PAGE_SIZE, mode: 'server' },
    syncWithLocation: false,
    errorNotification: false,
    queryOptions: { retry: false, enabled: Number.isInteger(personId) },
  })
  const { isLoading, error } = tableQuery
  return (
    <Card title={t('contractor_ui.now.title')} data-testid="contractor-contracts" style={{ marginTop: 16 }}>
      <Typography.Paragraph>{t('contractor_ui.now.intro')}</Typography.Paragraph>
      {isLoading ? <Spin /> : (
        <List
          dataSource={result.data}
          pagination={{ current: currentPage, pageSize, total: result.total, onChange: setCurrentPage, hideOnSinglePage: true }}
          locale={{ emptyText: t(error ? 'messages.error_occurred_contact_admin' : 'contractor_ui.now.none') }}
          renderItem={(row) => (
            <List.Item extra={<Tag color={STATUS_COLOR[String(row.status)]}>{t(`enums.status.${String(row.status)}`)}</Tag>}>
              <Link to={ownContractUrl(row.id)}>{String(row.title)}</Link>
            </List.Item>
          )}
        />
      )}
    </Card>
  )
}
