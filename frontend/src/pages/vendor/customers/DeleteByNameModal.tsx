import { useState } from 'react'
import { Alert, Form, Input, Modal, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import type { HttpError } from '@refinedev/core'

interface Props {
  open: boolean
  /** the record's name, which must be retyped (domain §5) */
  name: string
  title: string
  onCancel: () => void
  /** sends the typed name; the API answers the mismatch message ("Customer name not matched.") */
  onConfirm: (typed: string) => Promise<unknown>
}

/**
 * Delete confirmation by retyping the record's name. The API decides whether it matches, so the
 * message shown is the API's own (the same words in every client).
 */
export function DeleteByNameModal({ open, name, title, onCancel, onConfirm }: Props) {
  const { t } = useTranslation()
  const [typed, setTyped] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const confirm = async () => {
    setBusy(true)
    setError(null)
    try {
      await onConfirm(typed)
      setTyped('')
    } catch (e) {
      const err = e as HttpError
      const field = err.errors?.name
      setError((Array.isArray(field) ? field[0] : (field as string | undefined)) ?? err.message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal
      open={open}
      title={title}
      okText={t('common.delete')}
      okButtonProps={{ danger: true, loading: busy, disabled: !typed.trim(), 'data-testid': 'confirm-delete' } as any}
      onOk={confirm}
      onCancel={() => { setTyped(''); setError(null); onCancel() }}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('vendor_portal.delete.retype', { name })}</Typography.Paragraph>
      <Form layout="vertical" onFinish={confirm}>
        <Form.Item label={t('vendor_portal.delete.name_label')} validateStatus={error ? 'error' : undefined} help={error ?? undefined}>
          <Input value={typed} onChange={(e) => setTyped(e.target.value)} autoFocus data-testid="delete-name" />
        </Form.Item>
      </Form>
      <Alert type="warning" showIcon message={t('vendor_portal.delete.irreversible')} />
    </Modal>
  )
}
