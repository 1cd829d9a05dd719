import { Result } from 'antd'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'

/** Shell §2.2 error layout: "page not found" for an unmatched route, plus a home link. */
export default function NotFoundPage() {
  const { t } = useTranslation()
  return (
    <Result
      status="404"
      title="404"
      subTitle={t('errors.page_not_found')}
      extra={<Link to="/">{t('errors.go_home')}</Link>}
    />
  )
}
