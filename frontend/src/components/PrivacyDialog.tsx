import { useEffect, useState } from 'react'
import { Button, Flex, Modal, Spin, Steps } from 'antd'
import { useLogout } from '@refinedev/core'
import { useTranslation } from 'react-i18next'
import { PRIVACY_MODAL_WIDTH } from '@hr/shared'
import { API_URL, httpClient } from '../providers/http'
import type { Profile } from '../providers/profile'
import { EmptyState } from './EmptyState'
import { PDF_VIEWER_HEIGHT, PdfViewer } from './PdfViewer'
import { agreementTime, hasAgreedPrivacy } from './privacy'

/** A stored file key → a short-lived URL the iframe can open; null when missing or refused. */
async function signedUrl(fileKey: string | null | undefined): Promise<string | null> {
  if (!fileKey) return null
  const { data } = await httpClient.get<{ url: string }>(`${API_URL}/aws-s3-signedurl`, { params: { file_key: fileKey } })
  return data.url
}

async function loadDocuments(profile: Profile): Promise<[string | null, string | null]> {
  const privacyKey = profile.customer_id
    ? (await httpClient.get<{ privacy_doc?: { file_url?: string } | null }>(`${API_URL}/customer/${profile.customer_id}`)
      .then((r) => r.data.privacy_doc?.file_url, () => null))
    : null
  return Promise.all([
    signedUrl(privacyKey).catch(() => null),
    signedUrl(profile.platform_vendor_info?.platform_terms_info?.file_url).catch(() => null),
  ])
}

/**
 * Shell §2.4/§4 user-agreement modal: step 1 the customer's privacy policy, step 2 the platform
 * terms. A user who has not agreed must Agree (records the time, reloads at `/`) or Reject (logs
 * out); one who already agreed only browses and closes.
 */
export function PrivacyDialog({ profile, onClose }: { profile: Profile; onClose: () => void }) {
  const { t } = useTranslation()
  const { mutate: logout } = useLogout()
  const agreed = hasAgreedPrivacy(profile)
  const [step, setStep] = useState(0)
  const [docs, setDocs] = useState<[string | null, string | null] | null>(null)
  const [saving, setSaving] = useState(false)

  useEffect(() => { loadDocuments(profile).then(setDocs) }, [profile])

  const agree = async () => {
    setSaving(true)
    try {
      await httpClient.post(`${API_URL}/user/${profile.id}`, {
        user_id: profile.id,
        update_data: { agree_privacy_time: agreementTime() },
      })
      // A full load: the cached profile (and the gate reading it) must see the new agreement.
      window.location.assign('/')
    } catch {
      setSaving(false)
    }
  }

  const last = step === 1
  const footer = [
    step > 0 && <Button key="prev" onClick={() => setStep(0)}>{t('shell.privacy.previous')}</Button>,
    !last && <Button key="next" type="primary" onClick={() => setStep(1)}>{t('shell.privacy.next')}</Button>,
    last && !agreed && <Button key="reject" danger onClick={() => logout()}>{t('shell.privacy.reject')}</Button>,
    last && !agreed && <Button key="agree" type="primary" loading={saving} onClick={agree}>{t('shell.privacy.agree')}</Button>,
    agreed && <Button key="close" onClick={onClose}>{t('shell.privacy.close')}</Button>,
  ].filter(Boolean)

  const url = docs?.[step]
  const title = t(step === 0 ? 'shell.privacy.privacy_policy' : 'shell.privacy.platform_terms')
  return (
    <Modal
      open
      width={PRIVACY_MODAL_WIDTH}
      title={t('shell.privacy.title')}
      // Not agreed yet: no way out but Agree or Reject.
      closable={agreed}
      maskClosable={false}
      keyboard={agreed}
      onCancel={onClose}
      footer={footer}
    >
      <Steps size="small" current={step} items={[{ title: t('shell.privacy.privacy_policy') }, { title: t('shell.privacy.platform_terms') }]} />
      <div style={{ marginTop: 16 }}>
        {/* The viewer's height while the documents load: the footer's buttons stay where they are. */}
        {!docs && <Flex align="center" justify="center" style={{ height: PDF_VIEWER_HEIGHT }}><Spin /></Flex>}
        {docs && url && <PdfViewer key={url} url={url} title={title} />}
        {docs && !url && <EmptyState variant="no_data_assigned" />}
      </div>
    </Modal>
  )
}
