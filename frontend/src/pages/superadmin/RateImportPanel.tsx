import { useState } from 'react'
import { useInvalidate } from '@refinedev/core'
import { Alert, Button, Card, Space, Table, Upload } from 'antd'
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { downloadRatesTemplate, importRates, type RowError } from './api'

/**
 * Exchange-rate CSV import: choose a file, check it (a dry run listing every row's errors), then
 * import — all rows or none.
 */
export function RateImportPanel() {
  const { t } = useTranslation()
  const invalidate = useInvalidate()
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
    const outcome = await importRates(file, dryRun)
    setBusy(false)
    setResult(outcome)
    setChecked(dryRun && outcome.ok)
    if (!dryRun && outcome.ok) {
      setFile(null)
      await invalidate({ resource: 'exchange_rate', invalidates: ['list'] })
    }
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
        <Button type="link" icon={<DownloadOutlined />} onClick={() => void downloadRatesTemplate()}>{t('superadmin.exchange_rate.template')}</Button>
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
