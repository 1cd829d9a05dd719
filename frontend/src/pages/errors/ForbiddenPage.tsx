import { Result } from 'antd'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'

/** A guarded route the user may not open: the same wording as the API's 403. */
export default function ForbiddenPage() {
  const { t } = useTranslation()
  return (
    <Result
      status="403"
      title="403"
      subTitle={t('messages.forbidden')}
      extra={<Link to="/">{t('errors.go_home')}</Link>}
    />
  )
}
