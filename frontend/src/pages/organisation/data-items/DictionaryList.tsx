import { useEffect } from 'react'
import { useList, type HttpError } from '@refinedev/core'
import { Table } from 'antd'
import { useTranslation } from 'react-i18next'
import type { DictionaryEntry } from './data-item-logic'

/** An item's dictionary, read-only, under its row in the list. */
export function DictionaryList({ itemId, revision }: { itemId: number; revision: number }) {
  const { t } = useTranslation()
  // GET /api/data-item-entry?filter[data_item_id]=<id>&external[page]=1&external[per_page]=1000
  const { result, query } = useList<DictionaryEntry & { id: number }, HttpError>({
    resource: 'data_item_entry',
    filters: [{ field: 'data_item_id', operator: 'eq', value: itemId }],
    pagination: { currentPage: 1, pageSize: 1000 },
    errorNotification: false,
  })
  const { isLoading, refetch } = query
  // A new revision is a saved edit of this dictionary: read it again.
  useEffect(() => { if (revision) void refetch() }, [revision, refetch])
  const data = result.data.map(({ id, key, lang, value }) => ({ id, key, lang, value }))
  return (
    <div data-testid={`dictionary-${itemId}`}>
      <Table<DictionaryEntry>
        rowKey={(e) => String(e.id)}
        size="small"
        loading={isLoading}
        dataSource={data}
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
