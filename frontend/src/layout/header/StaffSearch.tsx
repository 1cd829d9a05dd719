import { useEffect, useMemo, useState } from 'react'
import { Avatar, Button, Input, List, Popover, Typography } from 'antd'
import { SearchOutlined } from '@ant-design/icons'
import { useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { DROPDOWN_PAGE, DROPDOWN_PAGE_SIZE, SEARCH_RESULT_MAX_HEIGHT_PX } from '@hr/shared'
import { API_URL, httpClient } from '../../providers/http'
import type { Profile } from '../../providers/profile'
import { createLatestSearch } from '../../components/latest-search'

interface Hit { id: number; name: string; pic?: string | null; job_title?: string | null }

/** Shell §2.4: a hit opens the system tab for access_admin holders, the personal tab otherwise. */
export const staffPath = (id: number, accessAdmin: boolean) => `/people/staff/${id}/${accessAdmin ? 'system' : 'personal'}`

/** Header staff search popover (POST /api/people/search, 300 ms debounce, earlier request cancelled). */
export function StaffSearch({ profile }: { profile: Profile }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)
  const [text, setText] = useState('')
  const [result, setResult] = useState<{ query: string; items: Hit[] } | null>(null)

  const searcher = useMemo(
    () => createLatestSearch(
      async (query, signal) => (await httpClient.post<{ items: Hit[] }>(`${API_URL}/people/search`, {
        customer_id: profile.customer_id,
        role: 'Staff',
        query_string: query,
        external: { page: DROPDOWN_PAGE, per_page: DROPDOWN_PAGE_SIZE },
      }, { signal })).data.items,
      (items, query) => setResult({ query, items: items ?? [] }),
    ),
    [profile.customer_id],
  )
  useEffect(() => searcher.cancel, [searcher])

  const onChange = (value: string) => {
    setText(value)
    if (value.trim()) searcher.search(value)
    else { searcher.cancel(); setResult(null) }
  }

  const go = (hit: Hit) => {
    setOpen(false)
    navigate(staffPath(hit.id, profile.roles.access_admin))
  }

  const content = (
    <div style={{ width: 360 }}>
      <Input
        autoFocus
        allowClear
        aria-label={t('shell.search.label')}
        placeholder={t('shell.search.placeholder')}
        prefix={<SearchOutlined />}
        value={text}
        onChange={(e) => onChange(e.target.value)}
      />
      {result && result.items.length === 0 && (
        <div data-testid="staff-search-empty" style={{ padding: '16px 4px' }}>
          <Typography.Text strong>{t('shell.search.no_staff_named', { query: result.query })}</Typography.Text>
          <div><Typography.Text type="secondary">{t('shell.search.try_another_name')}</Typography.Text></div>
        </div>
      )}
      {result && result.items.length > 0 && (
        <List
          data-testid="staff-search-results"
          style={{ maxHeight: SEARCH_RESULT_MAX_HEIGHT_PX, overflowY: 'auto', marginTop: 8 }}
          dataSource={result.items}
          renderItem={(hit) => (
            <List.Item style={{ cursor: 'pointer' }} onClick={() => go(hit)}>
              <List.Item.Meta
                avatar={<Avatar src={hit.pic || undefined}>{hit.name.charAt(0)}</Avatar>}
                title={<a role="link" onClick={(e) => { e.preventDefault(); go(hit) }}>{hit.name}</a>}
                description={hit.job_title}
              />
            </List.Item>
          )}
        />
      )}
    </div>
  )

  return (
    <Popover open={open} onOpenChange={setOpen} trigger="click" placement="bottomRight" content={content} destroyOnHidden>
      <Button icon={<SearchOutlined />} aria-label={t('shell.search.open')} data-testid="staff-search-button" />
    </Popover>
  )
}
