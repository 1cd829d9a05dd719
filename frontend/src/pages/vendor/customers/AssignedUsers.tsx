import { useEffect, useState } from 'react'
import { Button, Card, Select, Space } from 'antd'
import { useNotification, type HttpError } from '@refinedev/core'
import { useTranslation } from 'react-i18next'
import { canManageVendorPortal } from '@hr/shared'
import { useProfile } from '../../../hooks/useProfile'
import { useApiCall, useApiGet } from '../../../providers/api-hooks'
import { VENDOR_PORTAL, type Named, type Paged } from '../model'

/** The vendor users assigned to a customer (domain §6), chosen by a vendor admin. */
export function AssignedUsers({ customerId }: { customerId: number }) {
  const { t } = useTranslation()
  const profile = useProfile()
  const manager = canManageVendorPortal(profile)
  const { open } = useNotification()
  const api = useApiCall()
  const [saved, setSaved] = useState<Named[] | null>(null)
  const [value, setValue] = useState<number[]>([])
  const [busy, setBusy] = useState(false)
  const read = useApiGet<Paged<Named>>(`${VENDOR_PORTAL}/customer/${customerId}/users`)
  const options = useApiGet<Paged<Named>>(`${VENDOR_PORTAL}/user`, { query: { 'external[page]': 1, 'external[per_page]': 1000 }, enabled: manager }).data?.items ?? []
  const assigned = saved ?? read.data?.items ?? []

  useEffect(() => {
    setSaved(null)
    if (read.data) setValue(read.data.items.map((u) => u.id))
  }, [read.data])

  const save = async () => {
    setBusy(true)
    try {
      const r = await api.post<Paged<Named>>(`${VENDOR_PORTAL}/customer/${customerId}/users`, { user_ids: value })
      setSaved(r.items)
      open?.({ type: 'success', message: t('vendor_portal.customers.users_saved') })
    } catch (e) {
      open?.({ type: 'error', message: (e as HttpError).message })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Card size="small" title={t('vendor_portal.customers.assigned_users')} style={{ marginTop: 16 }} data-testid="assigned-users">
      {manager ? (
        <Space.Compact style={{ width: '100%' }}>
          <Select mode="multiple" style={{ width: '100%' }} value={value} onChange={setValue} optionFilterProp="label"
            options={[...options, ...assigned.filter((a) => !options.some((o) => o.id === a.id))].map((u) => ({ value: u.id, label: `${u.name} (${u.email})` }))}
            data-testid="assigned-users-select" />
          <Button type="primary" loading={busy} onClick={save} data-testid="assigned-users-save">{t('common.save')}</Button>
        </Space.Compact>
      ) : (
        assigned.map((u) => u.name).join(', ') || t('common.no_data_assigned')
      )}
    </Card>
  )
}
