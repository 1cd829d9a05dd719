import { useState } from 'react'
import { Button, Card, DatePicker, Input, Modal, Table } from 'antd'
import { EditOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import dayjs from 'dayjs'
import { API_DATE_FORMAT, dateFormat, can, getResource } from '@hr/shared'
import { useProfile } from '../../../../hooks/useProfile'
import { useApiCall, useApiGet } from '../../../../providers/api-hooks'
import { errorMessage } from '../../../../components/records/form-errors'
import { useToast } from '../../../../components/records/useToast'
import { formatDay } from '../../../../i18n/format'

interface Item {
  id: number
  data: string
  notes: string | null
  value_type: 'text' | 'date' | 'doc'
  value_id: number | null
  text_value: string | null
  date_value: string | null
  doc_value: string | null
}
interface Edv { cdt: { items: Item[] }; edt: { iso_code: string | null; items: Item[] }; host_edt: { iso_code: string | null; items: Item[] } }

/**
 * Country- and company-specific data of a person (domain §3 EDT/CDT) from GET /api/v2/user/edv-latest:
 * company items, home-country items and, for expats, host-country items; text and date values
 * are edited in place (documents are filed on the docs tab).
 */
export function CountryDataSection({ personId }: { personId: number }) {
  const { t, i18n } = useTranslation()
  const toast = useToast()
  const profile = useProfile()
  const api = useApiCall()
  const [editing, setEditing] = useState<Item | null>(null)
  const [value, setValue] = useState<string | null>(null)
  const { data, isLoading, refetch } = useApiGet<Edv>('/v2/user/edv-latest', { query: { person_id: personId, lang: i18n.language } })
  const def = getResource('data_value')
  const mayEdit = can(profile, 'create', def, { person_id: personId })

  const save = async () => {
    if (!editing) return
    const field = editing.value_type === 'date' ? 'date_value' : 'text_value'
    try {
      if (editing.value_id) await api.post(`/${def.path}/${editing.value_id}`, { update_data: { [field]: value || null } })
      else await api.post(`/${def.path}`, { person_id: personId, data_item_id: editing.id, [field]: value || null })
      toast.success(t('employment.tabs.saved'))
      setEditing(null)
      await refetch()
    } catch (error) {
      toast.error(errorMessage(error, t('messages.error_occurred_contact_admin')))
    }
  }

  const shown = (item: Item) => {
    if (item.value_type === 'date') return item.date_value ? formatDay(item.date_value) : t('common.empty_value')
    return (item.value_type === 'doc' ? item.doc_value : item.text_value) || t('common.empty_value')
  }
  const table = (key: string, title: string, items: Item[]) => (
    <Card key={key} type="inner" title={title} style={{ marginBottom: 12 }} data-testid={`edv-${key}`}>
      <Table<Item>
        rowKey="id" size="small" pagination={false} dataSource={items} locale={{ emptyText: t('employment.tabs.no_items') }}
        columns={[
          { key: 'data', dataIndex: 'data', title: t('enums.key.data') },
          { key: 'value', title: t('data_value.titles.show'), render: (_: unknown, item) => shown(item) },
          { key: 'notes', dataIndex: 'notes', title: t('enums.key.notes') },
          {
            key: 'edit', title: '', render: (_: unknown, item) => mayEdit && item.value_type !== 'doc' && (
              <Button size="small" icon={<EditOutlined />} aria-label={t('common.edit')}
                onClick={() => { setEditing(item); setValue(item.value_type === 'date' ? item.date_value : item.text_value) }} />
            ),
          },
        ]}
      />
    </Card>
  )

  return (
    <Card title={t('employment.tabs.country_data')} loading={isLoading} style={{ marginBottom: 16 }} data-testid="country-data">
      {data && (
        <>
          {table('cdt', t('employment.tabs.company_data'), data.cdt.items)}
          {table('edt', `${t('employment.tabs.country_data')}${data.edt.iso_code ? ` (${data.edt.iso_code})` : ''}`, data.edt.items)}
          {data.host_edt.iso_code && table('host_edt', `${t('employment.tabs.host_country_data')} (${data.host_edt.iso_code})`, data.host_edt.items)}
        </>
      )}
      <Modal open={!!editing} title={editing?.data} onCancel={() => setEditing(null)} onOk={save}
        okText={t('employment.tabs.save')} cancelText={t('employment.tabs.cancel')}>
        {editing?.value_type === 'date' ? (
          <DatePicker format={dateFormat()} style={{ width: '100%' }} value={value ? dayjs(value) : null}
            onChange={(d) => setValue(d ? d.format(API_DATE_FORMAT) : null)} />
        ) : (
          <Input.TextArea rows={3} value={value ?? ''} onChange={(e) => setValue(e.target.value)} />
        )}
      </Modal>
    </Card>
  )
}
