import { useRef, useState } from 'react'
import { Form, Upload, Button } from 'antd'
import { UploadOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { can } from '@hr/shared'
import { useProfile } from '../../../hooks/useProfile'
import { RecordSection } from '../../../components/records/RecordSection'
import { apiPost } from '../../../providers/http-calls'
import { uploadFile } from '../../../components/records/upload'

/**
 * Passports with an optional scan. The passport record has no file of its own, so the scan is filed
 * as one of the person's personal documents (POST /api/doc-multiple) named after the passport.
 */
export function PassportSection({ personId }: { personId: number }) {
  const { t } = useTranslation()
  const profile = useProfile()
  const [scan, setScan] = useState<File | null>(null)
  // The save callback runs after a re-render; read the chosen file from a ref, not a stale closure.
  const scanRef = useRef<File | null>(null)
  const choose = (f: File | null) => { scanRef.current = f; setScan(f) }
  const canFile = can(profile, 'create', 'doc')

  const fileScan = async (passport: Record<string, unknown>) => {
    const file = scanRef.current
    if (!file) return
    const up = await uploadFile(file, 'doc')
    await apiPost('/doc-multiple', {
      doc_list: [{
        person_id: personId, doc_type: 'personal', access_control: 'everyone',
        file_name: `${t('people_ui.passport.scan_prefix')} ${String(passport.number ?? '')} - ${up.file_name}`.slice(0, 255),
        file_type: up.file_type, file_url: up.file_url,
      }],
    })
    choose(null)
  }

  return (
    <RecordSection
      resource="passport"
      personId={personId}
      afterSave={fileScan}
      onModalClose={() => choose(null)}
      extra={() => canFile && (
        <Form layout="vertical">
          <Form.Item label={t('people_ui.passport.scan')} extra={t('people_ui.passport.scan_hint')}>
            <Upload
              accept=".pdf,.png,.jpg,.jpeg"
              maxCount={1}
              fileList={scan ? [{ uid: 'scan', name: scan.name, status: 'done' }] : []}
              beforeUpload={(f) => { choose(f); return false }}
              onRemove={() => { choose(null); return true }}
            >
              <Button icon={<UploadOutlined />} data-testid="passport-scan">{t('people_ui.passport.choose_scan')}</Button>
            </Upload>
          </Form.Item>
        </Form>
      )}
    />
  )
}
