import { createContext, useContext, useMemo, useState, type PropsWithChildren } from 'react'
import { Button, Modal, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { DEFAULT_MODAL_WIDTH } from '@hr/shared'

/**
 * Shell §2.2/§2.4/§4 coming-soon popup of the default layout: one shared flag (this context) opens
 * and closes it from anywhere inside the layout. Outside a provider `available` is false and
 * show/hide do nothing, so callers can hide their trigger.
 */
interface ComingSoonState { available: boolean; open: boolean; show: () => void; hide: () => void }

const noop = () => {}
const ComingSoonContext = createContext<ComingSoonState>({ available: false, open: false, show: noop, hide: noop })

export const useComingSoon = () => useContext(ComingSoonContext)

export function ComingSoonProvider({ children }: PropsWithChildren) {
  const [open, setOpen] = useState(false)
  const value = useMemo(() => ({ available: true, open, show: () => setOpen(true), hide: () => setOpen(false) }), [open])
  return (
    <ComingSoonContext.Provider value={value}>
      {children}
      <ComingSoonModal />
    </ComingSoonContext.Provider>
  )
}

function ComingSoonModal() {
  const { t } = useTranslation()
  const { open, hide } = useComingSoon()
  return (
    <Modal
      open={open}
      width={DEFAULT_MODAL_WIDTH}
      title={t('shell.coming_soon.title')}
      onCancel={hide}
      footer={<Button type="primary" onClick={hide}>{t('shell.coming_soon.close')}</Button>}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary" data-testid="coming-soon-subtitle">{t('shell.coming_soon.subtitle')}</Typography.Paragraph>
    </Modal>
  )
}
