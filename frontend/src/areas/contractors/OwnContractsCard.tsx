import { Link } from 'react-router'
import { Card, List, Spin, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import type { contractorContract, RowOf } from '@hr/shared'
import { usePersonRecords } from '../../components/records/usePersonRecords'
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
  const { rows, isLoading, error } = usePersonRecords<ContractRow>('contractor_contract', personId, { enabled: Number.isInteger(personId) })
  return (
    <Card title={t('contractor_ui.now.title')} data-testid="contractor-contracts" style={{ marginTop: 16 }}>
      <Typography.Paragraph>{t('contractor_ui.now.intro')}</Typography.Paragraph>
      {isLoading ? <Spin /> : (
        <List
          dataSource={rows}
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
