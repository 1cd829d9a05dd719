import { Result } from 'antd'
import { useTranslation } from 'react-i18next'
import { pageErrorInfo } from './error-info'

/**
 * Shell §2.2/§8 error layout for an error thrown while rendering a route: "page not found" for a
 * 404, otherwise "error occurred", with the status, the error's message and a home link.
 * A plain <a>: going home is a full load, which also drops whatever state broke the page.
 */
export default function ErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation()
  const { status, message } = pageErrorInfo(error)
  return (
    <Result
      data-testid="error-page"
      status={status === 404 ? '404' : status === 403 ? '403' : 'error'}
      title={String(status)}
      subTitle={
        <>
          <div>{t(status === 404 ? 'errors.not_found_title' : 'errors.error_occurred')}</div>
          {message && <div data-testid="error-message">{message}</div>}
        </>
      }
      extra={<a href="/">{t('errors.go_home')}</a>}
    />
  )
}
