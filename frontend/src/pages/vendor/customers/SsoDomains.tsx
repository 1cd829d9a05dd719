import { useCallback, useEffect, useState } from 'react'
import { Button, Card, Form, Input, List, Space } from 'antd'
import { DeleteOutlined } from '@ant-design/icons'
import { useNotification, type HttpError } from '@refinedev/core'
import { useTranslation } from 'react-i18next'
import { API_URL, httpClient } from '../../../providers/http'

interface Domain { id: number; domain: string }

/**
 * The customer's whitelisted SSO e-mail domains, through the sso_domain resource acting for this
 * customer (X-Customer-Id). SSO itself is switched on in the form above once a domain exists.
 */
export function SsoDomains({ customerId }: { customerId: number }) {
  const { t } = useTranslation()
  const { open } = useNotification()
  const [items, setItems] = useState<Domain[]>([])
  const [form] = Form.useForm()
  const headers = { 'X-Customer-Id': String(customerId) }
  const load = useCallback(() => httpClient.get<{ items: Domain[] }>(`${API_URL}/sso-domain`, { headers, params: { 'external[per_page]': 1000 } })
    .then((r) => setItems(r.data.items)).catch(() => setItems([])), [customerId]) // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => { void load() }, [load])

  const add = async ({ domain }: { domain: string }) => {
    try {
      await httpClient.post(`${API_URL}/sso-domain`, { domain }, { headers })
      form.resetFields()
      await load()
    } catch (e) {
      const err = e as HttpError
      const msg = err.errors?.domain
      form.setFields([{ name: 'domain', errors: [String(Array.isArray(msg) ? msg[0] : msg ?? err.message)] }])
    }
  }
  const remove = async (id: number) => {
    try {
      await httpClient.delete(`${API_URL}/sso-domain/${id}`, { headers })
      await load()
    } catch (e) {
      open?.({ type: 'error', message: (e as HttpError).message })
    }
  }

  return (
    <Card size="small" title={t('vendor_portal.customers.sso_domains')} style={{ marginTop: 16 }} data-testid="sso-domains">
      <Form form={form} layout="inline" onFinish={add}>
        <Form.Item name="domain"><Input placeholder="example.com" data-testid="sso-domain-input" /></Form.Item>
        <Button htmlType="submit">{t('common.create')}</Button>
      </Form>
      <List size="small" dataSource={items} renderItem={(d) => (
        <List.Item actions={[<Button key="d" size="small" danger icon={<DeleteOutlined />} aria-label={t('common.delete')} onClick={() => remove(d.id)} />]}>
          <Space>{d.domain}</Space>
        </List.Item>
      )} />
    </Card>
  )
}
