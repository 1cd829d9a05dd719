import { Link } from 'react-router'
import { Card, List, Spin, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { getResource } from '@hr/shared'
import { usePersonRecords } from '../../../components/records/usePersonRecords'
import { ownContractUrl, STATUS_COLOR } from './contract-logic'
import type { ContractRow } from './ContractFormModal'

const def = getResource('contractor_contract')

/**
 * What a contractor can do today (issue 20 §10): their menu holds only pages still being built,
 * so the page they land on lists their contracts, each opening the contract's own page (terms,
 * billing, time off).
 */
export function OwnContractsCard({ personId }: { personId: number }) {
  const { t } = useTranslation()
  const { rows, isLoading, error } = usePersonRecords<ContractRow>(def.name, personId)
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
