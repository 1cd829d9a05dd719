import type { ReactNode } from 'react'
import { Modal, type FormInstance } from 'antd'
import { useTranslation } from 'react-i18next'

interface Props {
  open: boolean
  title: string
  /** the OK button's words (default "Save") */
  okText?: string
  /** the OK button's data-testid */
  okTestId: string
  saving: boolean
  width?: number
  form: FormInstance
  onClose: () => void
  children: ReactNode
}

/**
 * A record's form in a modal: OK submits the form (its onFinish saves), Cancel closes. The form
 * stays mounted while closed, so the page's form instance can be filled before it opens.
 */
export function FormModal({ open, title, okText, okTestId, saving, width, form, onClose, children }: Props) {
  const { t } = useTranslation()
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={okText ?? t('common.save')}
      okButtonProps={{ 'data-testid': okTestId }}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      width={width}
      forceRender
      destroyOnHidden={false}
    >
      {children}
    </Modal>
  )
}
