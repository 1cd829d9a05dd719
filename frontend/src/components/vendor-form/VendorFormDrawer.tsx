import { useEffect, useState } from 'react'
import { Button, Drawer, Form, Input, Space } from 'antd'
import { useNotification } from '@refinedev/core'
import { useTranslation } from 'react-i18next'
import { API_URL, httpClient } from '../../providers/http'
import { FileUpload } from '../upload/FileUpload'
import { IMAGE_EXTENSIONS } from '../upload/file-rules'
import { StoredImage } from '../upload/StoredImage'

/** 'vendor': a platform vendor (superadmin, POST /api/vendor); 'partner': a vendor's partner (vendor portal). */
export type VendorFormMode = 'vendor' | 'partner'

export interface VendorFormRecord { id: number; name: string; logo?: string | null }

export interface VendorFormDrawerProps {
  open: boolean
  mode: VendorFormMode
  /** Partner mode: the vendor the partner belongs to (vendor_id). */
  vendorId?: number
  /** Partner mode: the partner being edited; omitted to create one. */
  partner?: VendorFormRecord | null
  onClose: () => void
  /** After a successful save, with the saved record's id (and what was sent). */
  onSaved?: (saved: VendorFormRecord) => void
}

/**
 * Shell §2.4 offcanvas form to add or edit a vendor or a partner: a name (required: the field is
 * marked, no message — §5) and a logo (images only, hint 320x86). Success toasts per §8.
 */
export function VendorFormDrawer({ open, mode, vendorId, partner, onClose, onSaved }: VendorFormDrawerProps) {
  const { t } = useTranslation()
  const { open: notify } = useNotification()
  const [name, setName] = useState('')
  const [logo, setLogo] = useState<string | null>(null)
  const [nameInError, setNameInError] = useState(false)
  const [saving, setSaving] = useState(false)
  const editing = mode === 'partner' && !!partner

  useEffect(() => {
    if (!open) return
    setName(partner?.name ?? '')
    setLogo(partner?.logo ?? null)
    setNameInError(false)
  }, [open, partner])

  const save = async () => {
    const trimmed = name.trim()
    if (!trimmed) {
      setNameInError(true)
      return
    }
    setSaving(true)
    try {
      let id: number
      let toast: string
      if (mode === 'vendor') {
        id = (await httpClient.post<{ id: number }>(`${API_URL}/vendor`, { name: trimmed, logo })).data.id
        toast = 'vendor_has_been_created'
      } else if (editing) {
        await httpClient.post(`${API_URL}/vendor-portal/vendor/${partner!.id}`, {
          vendor_id: vendorId, partner_vendor_id: partner!.id, update_data: { name: trimmed, logo },
        })
        id = partner!.id
        toast = 'partner_has_been_updated'
      } else {
        id = (await httpClient.post<{ id: number }>(`${API_URL}/vendor-portal/vendor`, { vendor_id: vendorId, name: trimmed, logo })).data.id
        toast = 'partner_has_been_created'
      }
      notify?.({ type: 'success', message: t(`shell.vendor_form.${toast}`), key: `vendor-form-${toast}` })
      onSaved?.({ id, name: trimmed, logo })
      onClose()
    } catch (error) {
      // §8: a failed save shows the API's own message.
      notify?.({ type: 'error', message: (error as { message?: string }).message ?? t('messages.error_occurred_contact_admin') })
    } finally {
      setSaving(false)
    }
  }

  const title = mode === 'vendor' ? 'add_vendor' : editing ? 'edit_partner' : 'add_partner'
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t(`shell.vendor_form.${title}`)}
      width={420}
      destroyOnHidden
      data-testid="vendor-form"
      footer={
        <Space style={{ justifyContent: 'flex-end', width: '100%' }}>
          <Button onClick={onClose}>{t('shell.vendor_form.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={save} data-testid="vendor-form-save">{t('shell.vendor_form.save')}</Button>
        </Space>
      }
    >
      <Form layout="vertical" onFinish={save}>
        <Form.Item label={t('shell.vendor_form.name')} required validateStatus={nameInError ? 'error' : undefined} htmlFor="vendor_form_name">
          <Input
            id="vendor_form_name"
            value={name}
            maxLength={255}
            onChange={(e) => { setName(e.target.value); if (e.target.value.trim()) setNameInError(false) }}
          />
        </Form.Item>
        <Form.Item label={t('shell.vendor_form.logo')} extra={t('shell.vendor_form.logo_hint')}>
          <Space direction="vertical">
            {logo && <StoredImage fileKey={logo} height={43} />}
            <FileUpload kind="img" accept={IMAGE_EXTENSIONS} onUploaded={(key) => setLogo(key)} data-testid="vendor-form-logo" />
          </Space>
        </Form.Item>
      </Form>
    </Drawer>
  )
}
