import { useState } from 'react'
import { useInvalidate } from '@refinedev/core'
import { Alert, Button, Card, Space, Table, Upload } from 'antd'
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import i18next from 'i18next'
import { useApiCall } from '../../providers/api-hooks'

/** One refused row of an import (POST /api/exchange-rate/import answers them all). */
interface RowError { row?: number; field: string; rule: string; message: string }

/**
 * Exchange-rate CSV import: choose a file, check it (a dry run listing every row's errors), then
 * import — all rows or none.
 */
export function RateImportPanel() {
  const { t } = useTranslation()
  const invalidate = useInvalidate()
  const api = useApiCall()
  const [file, setFile] = useState<File | null>(null)
  const [busy, setBusy] = useState(false)
  const [checked, setChecked] = useState(false)
  const [result, setResult] = useState<{ ok: boolean; message: string; errors: RowError[] } | null>(null)

  const send = async (dryRun: boolean) => {
    if (!file) {
      setResult({ ok: false, message: t('messages.select_file'), errors: [] })
      return
    }
    setBusy(true)
    const form = new FormData()
    form.append('file', file)
    form.append('dry_run', String(dryRun))
    // The refusal's body is read as sent: the shared error mapping keeps only field → message, and import errors also carry their row.
    const res = await api.postAnyStatus('/exchange-rate/import', form).catch(() => ({ status: 0, body: null }))
    const data = (res.body && typeof res.body === 'object' ? res.body : {}) as { message?: string; errors?: RowError[] }
    const outcome = {
      ok: res.status > 0 && res.status < 300,
      message: data.message ?? i18next.t('messages.error_occurred_contact_admin'),
      errors: Array.isArray(data.errors) ? data.errors : [],
    }
    setBusy(false)
    setResult(outcome)
    setChecked(dryRun && outcome.ok)
    if (!dryRun && outcome.ok) {
      setFile(null)
      await invalidate({ resource: 'exchange_rate', invalidates: ['list'] })
    }
  }

  /** Saves the rates template through the browser. */
  const downloadTemplate = async () => {
    const url = URL.createObjectURL(await api.getBlob('/exchange-rate/import/template'))
    const a = document.createElement('a')
    a.href = url
    a.download = 'exchange-rate-import-template.csv'
    a.click()
    URL.revokeObjectURL(url)
  }

  return (
    <Card size="small" title={t('superadmin.exchange_rate.import')} style={{ marginBottom: 16 }}>
      <Space wrap>
        <Upload
          accept=".csv,text/csv"
          maxCount={1}
          beforeUpload={(f) => { setFile(f); setChecked(false); setResult(null); return false }}
          onRemove={() => { setFile(null); setChecked(false); setResult(null) }}
          fileList={file ? [{ uid: 'rates', name: file.name, status: 'done' }] : []}
        >
          <Button icon={<UploadOutlined />}>{t('superadmin.exchange_rate.choose_file')}</Button>
        </Upload>
        <Button onClick={() => send(true)} loading={busy && !checked}>{t('superadmin.exchange_rate.dry_run')}</Button>
        <Button type="primary" disabled={!checked} loading={busy && checked} onClick={() => send(false)}>{t('superadmin.exchange_rate.run')}</Button>
        <Button type="link" icon={<DownloadOutlined />} onClick={() => void downloadTemplate()}>{t('superadmin.exchange_rate.template')}</Button>
      </Space>
      {result && <Alert style={{ marginTop: 12 }} type={result.ok ? 'success' : 'error'} showIcon message={result.message} data-testid="rate-import-result" />}
      {!!result?.errors.length && (
        <Table<RowError>
          style={{ marginTop: 12 }}
          size="small"
          rowKey={(e) => `${e.row}-${e.field}-${e.rule}`}
          pagination={false}
          dataSource={result.errors}
          columns={[
            { key: 'row', dataIndex: 'row', title: t('superadmin.exchange_rate.row'), width: 80 },
            { key: 'field', dataIndex: 'field', title: t('superadmin.exchange_rate.field'), render: (f: string) => t(`exchange_rate.fields.${f}`, { defaultValue: f }) },
            { key: 'message', dataIndex: 'message', title: t('superadmin.exchange_rate.message') },
          ]}
        />
      )}
    </Card>
  )
}
