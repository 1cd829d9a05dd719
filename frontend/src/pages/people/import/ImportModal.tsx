import { useState } from 'react'
import { useInvalidateReads } from '../../../providers/api-hooks'
import { Alert, Button, Modal, Progress, Space, Steps, Table, Typography, Upload } from 'antd'
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { downloadTemplate, postImport } from './import-api'
import { errorRows, progressOf, type ImportStep, type RowError } from './import-flow'

interface Props { open: boolean; onClose: () => void }

/**
 * People CSV import (domain §5): template, file choice, a dry run that lists every invalid row and
 * field before anything is written, then the all-or-nothing import — with the steps on screen.
 */
export function ImportModal({ open, onClose }: Props) {
  const { t } = useTranslation()
  const invalidateReads = useInvalidateReads()
  const [file, setFile] = useState<File | null>(null)
  const [step, setStep] = useState<ImportStep>('idle')
  const [uploadPercent, setUploadPercent] = useState(0)
  const [message, setMessage] = useState<string | null>(null)
  const [errors, setErrors] = useState<RowError[]>([])
  const progress = progressOf(step, uploadPercent)
  const busy = step === 'uploading' || step === 'validating' || step === 'writing'

  const reset = (next: File | null = null) => {
    setFile(next)
    setStep('idle')
    setUploadPercent(0)
    setMessage(null)
    setErrors([])
  }

  const check = async () => {
    if (!file) {
      setStep('failed')
      setMessage(t('messages.select_file'))
      return
    }
    setStep('uploading')
    setErrors([])
    const result = await postImport(file, true, (p) => {
      setUploadPercent(p)
      if (p >= 100) setStep('validating')
    })
    setMessage(result.message)
    setErrors(result.errors)
    setStep(result.ok ? 'checked' : 'failed')
  }

  const write = async () => {
    if (!file) return
    setStep('writing')
    const result = await postImport(file, false)
    setMessage(result.message)
    setErrors(result.errors)
    setStep(result.ok ? 'done' : 'failed')
    if (result.ok) await invalidateReads()
  }

  const close = () => {
    if (busy) return
    reset()
    onClose()
  }

  const rows = errorRows(errors)
  return (
    <Modal
      open={open}
      title={t('people_ui.import.title')}
      onCancel={close}
      width={760}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={close} disabled={busy}>{step === 'done' ? t('people_ui.import.close') : t('common.cancel')}</Button>
          {step !== 'checked' && step !== 'done' && (
            <Button type="primary" loading={step === 'uploading' || step === 'validating'} onClick={check}>{t('people_ui.import.check')}</Button>
          )}
          {(step === 'checked' || step === 'writing') && (
            <Button type="primary" loading={step === 'writing'} onClick={write}>{t('people_ui.import.import')}</Button>
          )}
        </Space>
      }
    >
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        <Typography.Paragraph style={{ marginBottom: 0 }}>
          {t('people_ui.import.intro')}{' '}
          <Button type="link" icon={<DownloadOutlined />} onClick={() => void downloadTemplate()} style={{ padding: 0 }}>
            {t('people_ui.import.template')}
          </Button>
        </Typography.Paragraph>
        <Upload.Dragger
          accept=".csv,text/csv"
          maxCount={1}
          disabled={busy}
          fileList={file ? [{ uid: 'csv', name: file.name, status: 'done' }] : []}
          beforeUpload={(f) => { reset(f); return false }}
          onRemove={() => { reset(); return true }}
          data-testid="import-file"
        >
          <p className="ant-upload-drag-icon"><InboxOutlined /></p>
          <p className="ant-upload-text">{t('people_ui.import.choose')}</p>
        </Upload.Dragger>
        <Steps
          size="small"
          current={progress.current}
          status={step === 'failed' ? 'error' : step === 'done' ? 'finish' : 'process'}
          items={[
            { title: t('people_ui.import.steps.uploading') },
            { title: t('people_ui.import.steps.validating') },
            { title: t('people_ui.import.steps.writing') },
            { title: t('people_ui.import.steps.done') },
          ]}
        />
        <Progress percent={progress.percent} status={progress.status} data-testid="import-progress" />
        {message && (
          <Alert
            data-testid="import-message"
            type={step === 'failed' ? 'error' : step === 'done' ? 'success' : 'info'}
            message={message}
            showIcon
          />
        )}
        {rows.length > 0 && (
          <Table
            data-testid="import-errors"
            size="small"
            rowKey="key"
            dataSource={rows}
            pagination={rows.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
            columns={[
              { key: 'row', dataIndex: 'row', title: t('people_ui.import.row'), width: 80, render: (v) => v ?? t('common.empty_value') },
              { key: 'field', dataIndex: 'field', title: t('people_ui.import.field'), width: 160 },
              { key: 'message', dataIndex: 'message', title: t('people_ui.import.error') },
            ]}
          />
        )}
      </Space>
    </Modal>
  )
}
