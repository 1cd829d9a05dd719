import { useState } from 'react'
import { Button } from 'antd'
import { EditOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { EditStaffInfoDrawer } from './EditStaffInfoDrawer'

/** The onboarding summary bar's edit-info button (shell §2.4): opens the panel, refreshes on close. */
export function EditInfoButton({ userId, onClosed }: { userId: number; onClosed: () => void }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button icon={<EditOutlined />} onClick={() => setOpen(true)} data-testid="edit-staff-info-button">{t('shell.staff_info.edit')}</Button>
      <EditStaffInfoDrawer open={open} userId={userId} onClose={() => { setOpen(false); onClosed() }} />
    </>
  )
}
