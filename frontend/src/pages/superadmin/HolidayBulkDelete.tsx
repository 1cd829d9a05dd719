import { useState } from 'react'
import { useInvalidate, useNotification, type HttpError } from '@refinedev/core'
import { Button, Popconfirm, Space, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import type { ListSlotProps } from '../../screens/slots'
import { useApiCall } from '../../providers/api-hooks'

/**
 * The public holidays' bulk removal (a list slot, shown to those who may tick rows): the ticked
 * holidays go in one call. "At least one holiday must be selected." comes from the API when nothing is ticked.
 */
export default function HolidayBulkDelete({ selected, clearSelection }: ListSlotProps) {
  const { t } = useTranslation()
  const { open } = useNotification()
  const invalidate = useInvalidate()
  const api = useApiCall()
  const [deleting, setDeleting] = useState(false)

  const removeSelected = async () => {
    setDeleting(true)
    try {
      const res = await api.post<{ deleted: number }>('/public-holiday/bulk-delete', { ids: selected })
      open?.({ type: 'success', message: t('common.deleted_success'), description: t('superadmin.data_cloud.selected', { count: res.deleted }) })
      clearSelection()
      await invalidate({ resource: 'public_holiday', invalidates: ['list'] })
    } catch (error) {
      open?.({ type: 'error', message: (error as HttpError).message })
    } finally {
      setDeleting(false)
    }
  }

  return (
    <Space style={{ marginBottom: 12 }}>
      <Popconfirm
        title={t('common.confirm_delete')}
        disabled={!selected.length}
        onConfirm={removeSelected}
        okText={t('common.yes')}
        cancelText={t('common.no')}
      >
        {/* Without a selection the click goes straight to the API, whose message explains what is missing. */}
        <Button danger loading={deleting} onClick={selected.length ? undefined : removeSelected}>
          {t('superadmin.data_cloud.delete_selected')}
        </Button>
      </Popconfirm>
      <Typography.Text type="secondary">{t('superadmin.data_cloud.selected', { count: selected.length })}</Typography.Text>
    </Space>
  )
}
