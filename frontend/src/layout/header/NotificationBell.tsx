import { Badge, Button, Dropdown, Empty, List, Typography } from 'antd'
import { BellOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useApiCall, useApiGet } from '../../providers/api-hooks'
import { formatDayTime } from '../../i18n/format'

interface Notice { id: number; kind: string; title: string; body: string; link: string | null; read: boolean; created_at: string }

/** The header bell (issue 13): the user's notifications (GET /api/notifications), newest first; opening one marks it read. */
export function NotificationBell() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const api = useApiCall()
  const { data, refetch } = useApiGet<{ items: Notice[]; unread: number }>('/notifications', { refetchInterval: 60_000 })
  const open = async (n: Notice) => {
    if (!n.read) await api.post(`/notifications/${n.id}/read`, {}).catch(() => undefined)
    await refetch()
    if (n.link) navigate(n.link)
  }
  const readAll = async () => {
    await api.post('/notifications/read-all', {})
    await refetch()
  }
  const items = data?.items ?? []
  const panel = (
    <div style={{ width: 360, maxHeight: 420, overflowY: 'auto', background: 'var(--ant-color-bg-elevated, #fff)', borderRadius: 8, boxShadow: '0 6px 16px rgba(0,0,0,.12)', padding: 8 }} data-testid="notification-panel">
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '0 8px 8px' }}>
        <Typography.Text strong>{t('notifications.title')}</Typography.Text>
        {!!data?.unread && <Button type="link" size="small" onClick={readAll}>{t('notifications.mark_all_read')}</Button>}
      </div>
      {items.length ? (
        <List
          size="small"
          dataSource={items}
          renderItem={(n) => (
            <List.Item onClick={() => open(n)} style={{ cursor: 'pointer', background: n.read ? undefined : 'rgba(22,119,255,.06)' }} data-testid="notification-item">
              <List.Item.Meta
                title={n.title}
                description={<><div>{n.body}</div><Typography.Text type="secondary" style={{ fontSize: 12 }}>{formatDayTime(n.created_at)}</Typography.Text></>}
              />
            </List.Item>
          )}
        />
      ) : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notifications.empty')} />}
    </div>
  )
  return (
    <Dropdown trigger={['click']} popupRender={() => panel} placement="bottomRight">
      <Button type="text" aria-label={t('notifications.title')} data-testid="notification-bell" icon={<Badge count={data?.unread ?? 0} size="small"><BellOutlined /></Badge>} />
    </Dropdown>
  )
}
