import { useQuery } from '@tanstack/react-query'
import { Table } from 'antd'
import { useTranslation } from 'react-i18next'
import { listEntries } from './data-item-api'
import type { DictionaryEntry } from './data-item-logic'

/** An item's dictionary, read-only, under its row in the list. */
export function DictionaryList({ itemId, revision }: { itemId: number; revision: number }) {
  const { t } = useTranslation()
  const { data, isLoading } = useQuery({ queryKey: ['data-item-entries', itemId, revision], queryFn: () => listEntries(itemId) })
  return (
    <div data-testid={`dictionary-${itemId}`}>
      <Table<DictionaryEntry>
        rowKey={(e) => String(e.id)}
        size="small"
        loading={isLoading}
        dataSource={data ?? []}
        pagination={false}
        columns={[
          { key: 'key', dataIndex: 'key', title: t('data_item_entry.fields.key'), render: (v: string) => t(`enums.key.${v}`) },
          { key: 'lang', dataIndex: 'lang', title: t('data_item_entry.fields.lang') },
          { key: 'value', dataIndex: 'value', title: t('data_item_entry.fields.value') },
        ]}
      />
    </div>
  )
}
