import { useEffect, useState } from 'react'
import { Button, Card, Select, Space } from 'antd'
import { useNotification, type HttpError } from '@refinedev/core'
import { useTranslation } from 'react-i18next'
import { canManageVendorPortal } from '@hr/shared'
import { useProfile } from '../../../hooks/useProfile'
import { assignCustomerUsers, customerUsers, listVendorUsers, type Named } from '../api'

/** The vendor users assigned to a customer (domain §6), chosen by a vendor admin. */
export function AssignedUsers({ customerId }: { customerId: number }) {
  const { t } = useTranslation()
  const profile = useProfile()
  const manager = canManageVendorPortal(profile)
  const { open } = useNotification()
  const [assigned, setAssigned] = useState<Named[]>([])
  const [options, setOptions] = useState<Named[]>([])
  const [value, setValue] = useState<number[]>([])
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    void customerUsers(customerId).then((r) => { setAssigned(r.items); setValue(r.items.map((u) => u.id)) }).catch(() => {})
    if (manager) void listVendorUsers('', 1, 1000).then((r) => setOptions(r.items)).catch(() => {})
  }, [customerId, manager])

  const save = async () => {
    setBusy(true)
    try {
      const r = await assignCustomerUsers(customerId, value)
      setAssigned(r.items)
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
