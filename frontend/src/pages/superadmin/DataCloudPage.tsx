import { useState } from 'react'
import { Link, useLocation } from 'react-router'
import { useNotification, type HttpError } from '@refinedev/core'
import { Alert, Button, Card, Popconfirm, Space, Table, Tag, Typography } from 'antd'
import { LoadingOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { can, isSuperadmin } from '@hr/shared'
import { useProfile } from '../../hooks/useProfile'
import { CountrySelect } from '../../components/CountrySelect'
import { useApiCall, useApiGet } from '../../providers/api-hooks'

/** A row of GET /api/data-cloud/countries: a country the platform holds reference data for. */
interface DataCloudCountry {
  id: number; country: string; name: string; status: 'importing' | 'ready' | 'failed'
  holiday_count: number; imported_at: string | null; weekend: string
}
import { DataCloudNav } from './DataCloudNav'
import { DataItemsPanel } from '../organisation/data-items/DataItemsPanel'
import { dataCloudBase, weekendDays } from './data-cloud-paths'

const POLL_MS = 1000

/**
 * Data cloud index: the countries the platform holds reference data for, each with its weekend
 * policy and holidays; a superadmin adds a country, which shows "import in progress" until its
 * public holidays (this year and next, states and regions included) are in.
 */
/** The list with the country just added in it, as the API answered it, in country order. */
const withAdded = (items: DataCloudCountry[], added: DataCloudCountry | null) =>
  added ? [...items.filter((c) => c.country !== added.country), added].sort((a, b) => a.country.localeCompare(b.country)) : items

export default function DataCloudPage() {
  const { t, i18n } = useTranslation()
  const { pathname } = useLocation()
  const base = dataCloudBase(pathname)
  const profile = useProfile()
  const { open } = useNotification()
  const api = useApiCall()
  const [country, setCountry] = useState<string | undefined>()
  const [saving, setSaving] = useState(false)
  /** The country just selected, as the API answered it (importing), shown until the list is read again. */
  const [added, setAdded] = useState<DataCloudCountry | null>(null)
  const manage = !!profile && can(profile, 'create', 'public_holiday') && !base.startsWith('/vendor')
  const remover = manage && can(profile, 'delete', 'public_holiday')

  const countries = useApiGet<{ items: DataCloudCountry[]; itemsTotal: number }>('/data-cloud/countries', {
    refetchInterval: (data) => (data?.items.some((c) => c.status === 'importing') ? POLL_MS : false),
  })

  const add = async () => {
    if (!country) return
    setSaving(true)
    try {
      const answer = await api.post<DataCloudCountry & { message: string }>('/data-cloud/countries', { country })
      // Show the importing row at once (the import may be done before the list is read again); polling takes it from there.
      setAdded(answer)
      await new Promise((r) => setTimeout(r, POLL_MS))
      await countries.refetch()
      open?.({ type: 'success', message: answer.message })
      setCountry(undefined)
    } catch (error) {
      open?.({ type: 'error', message: (error as HttpError).message })
    } finally {
      setAdded(null)
      setSaving(false)
    }
  }

  const remove = async (c: DataCloudCountry) => {
    try {
      const res = await api.remove<{ message: string; holidays: number }>(`/data-cloud/countries/${c.country}`)
      open?.({ type: 'success', message: res.message })
    } catch (error) {
      open?.({ type: 'error', message: (error as HttpError).message })
    }
    await countries.refetch()
  }

  const status = (c: DataCloudCountry) => {
    if (c.status === 'importing') return <Tag icon={<LoadingOutlined />} color="processing">{t('superadmin.data_cloud.importing')}</Tag>
    return <Tag color={c.status === 'ready' ? 'green' : 'red'}>{t(`superadmin.data_cloud.${c.status}`)}</Tag>
  }

  // Country-specific data items (domain §3 EDT) sit with the countries: the superadmin's, not the vendor's view.
  const countryData = !!profile && isSuperadmin(profile) && !base.startsWith('/vendor')

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card>
        <DataCloudNav />
        <Typography.Title level={3}>{t('superadmin.data_cloud.countries')}</Typography.Title>
        {!manage && <Alert type="info" showIcon message={t('superadmin.data_cloud.read_only')} style={{ marginBottom: 16 }} />}
        {manage && (
          <Space wrap style={{ marginBottom: 16 }}>
            <CountrySelect
              aria-label={t('superadmin.data_cloud.select_country')}
              placeholder={t('superadmin.data_cloud.select_country')}
              value={country}
              onChange={setCountry}
              showSearch
              style={{ width: 260 }}
            />
            <Button type="primary" onClick={add} loading={saving} disabled={!country}>{t('superadmin.data_cloud.import')}</Button>
          </Space>
        )}
        <Table<DataCloudCountry>
          rowKey="country"
          loading={countries.isLoading}
          dataSource={withAdded(countries.data?.items ?? [], added)}
          pagination={false}
          columns={[
            { key: 'country', title: t('superadmin.data_cloud.country'), render: (_, c) => `${c.name} (${c.country})` },
            { key: 'status', title: t('superadmin.data_cloud.status'), render: (_, c) => <span data-testid={`country-status-${c.country}`}>{status(c)}</span> },
            {
              key: 'holidays', title: t('superadmin.data_cloud.holidays'),
              render: (_, c) => <Link to={`${base}/public-holiday?country=${c.country}`}>{c.holiday_count}</Link>,
            },
            { key: 'weekend', title: t('superadmin.data_cloud.weekend'), render: (_, c) => weekendDays(c.weekend, i18n.language) },
            // Removing is a superadmin's (the same right as deleting holidays); the holidays go with the country.
            ...(remover ? [{
              key: 'actions', title: t('common.actions'),
              render: (_: unknown, c: DataCloudCountry) => (
                <Popconfirm
                  title={t('superadmin.data_cloud.remove_confirm', { name: c.name, count: c.holiday_count })}
                  onConfirm={() => remove(c)}
                  okText={t('common.yes')}
                  cancelText={t('common.no')}
                >
                  <Button danger size="small" disabled={c.status === 'importing'} aria-label={`${t('superadmin.data_cloud.remove')} ${c.country}`}>
                    {t('superadmin.data_cloud.remove')}
                  </Button>
                </Popconfirm>
              ),
            }] : []),
          ]}
        />
      </Card>
      {countryData && <DataItemsPanel kind="edt" pickCompany title={t('superadmin.country_data.title')} description={t('superadmin.country_data.intro')} />}
    </Space>
  )
}
