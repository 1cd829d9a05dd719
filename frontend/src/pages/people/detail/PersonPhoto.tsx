import { useEffect, useState } from 'react'
import { Avatar, Button, Space, Typography, Upload } from 'antd'
import { CameraOutlined, UserOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { can, getResource, profilePictureProblem, PROFILE_PICTURE_EXTENSIONS } from '@hr/shared'
import { useProfile } from '../../../hooks/useProfile'
import { uploadOne } from '../../../components/upload'
import { apiPost, signedUrl } from '../../../providers/http-calls'
import type { PersonRow } from '../../../components/records/usePerson'
import { errorMessage } from '../../../components/records/form-errors'
import { useInvalidatePerson } from '../../../components/records/usePerson'
import { useToast } from '../../../components/records/useToast'

/**
 * The person's profile picture in the detail header (domain §9): JPG/JPEG/PNG up to 10 MB, checked
 * here before sending and again by the API (POST /api/people/:id/photo), shown from a signed URL.
 */
export function PersonPhoto({ person }: { person: PersonRow }) {
  const { t } = useTranslation()
  const profile = useProfile()
  const toast = useToast()
  const invalidatePerson = useInvalidatePerson()
  const [url, setUrl] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const photo = typeof person.photo === 'string' && person.photo ? person.photo : null
  const editable = can(profile, 'update', getResource('people'), person)

  useEffect(() => {
    let live = true
    setUrl(undefined)
    if (photo) signedUrl(photo, { personId: person.id }).then((r) => { if (live) setUrl(r.url) }, () => undefined)
    return () => { live = false }
  }, [photo, person.id])

  const refuse = (text: string) => {
    setProblem(text)
    toast.error(text)
  }

  const choose = async (file: File) => {
    const refused = profilePictureProblem(file)
    if (refused) return refuse(t(`people_ui.photo.${refused}`))
    setBusy(true)
    setProblem(null)
    try {
      const up = await uploadOne(file, 'img')
      await apiPost(`/people/${person.id}/photo`, { photo: up.file_key })
      toast.success(t('people_ui.photo.saved'))
      await invalidatePerson(person.id)
    } catch (error) {
      refuse(errorMessage(error, t('messages.error_occurred_contact_admin')))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Space direction="vertical" align="center" size={4}>
      <Avatar size={64} src={url} icon={<UserOutlined />} data-testid="person-photo" data-photo={photo ?? ''} />
      {editable && (
        <Upload
          accept={PROFILE_PICTURE_EXTENSIONS.map((e) => `.${e}`).join(',')}
          showUploadList={false}
          beforeUpload={(file) => { void choose(file); return false }}
        >
          <Button size="small" icon={<CameraOutlined />} loading={busy} data-testid="person-photo-upload">
            {t(photo ? 'people_ui.photo.change' : 'people_ui.photo.upload')}
          </Button>
        </Upload>
      )}
      {editable && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('people_ui.photo.hint')}</Typography.Text>}
      {problem && <Typography.Text type="danger" data-testid="person-photo-error">{problem}</Typography.Text>}
    </Space>
  )
}
