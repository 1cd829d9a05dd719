import { Alert, Button, Form, Input } from 'antd'
import { useLogin } from '@refinedev/core'
import { useTranslation } from 'react-i18next'
import { AppLogo } from '../../layout/AppLogo'
import background from '../../assets/login-bg.svg'
import './LoginPage.css'

interface Credentials { email: string; password: string }

/**
 * /login. Kept free of the layout and table code so this route loads little JS. The API's
 * message appears inline as well as in the toast, so it stays visible after the toast closes.
 */
export default function LoginPage() {
  const { t } = useTranslation()
  const { mutate: login, isPending, data } = useLogin<Credentials>()
  const required = (label: string) => t('validation.required', { field: t(label) })
  const failure = data && !data.success ? data.error?.message : undefined

  return (
    <div className="login-page">
      <aside className="login-page__brand" style={{ backgroundImage: `url("${background}")` }}>
        <div className="login-page__app-name">
          <AppLogo size={32} />
          <span>{t('common.app_name')}</span>
        </div>
        <h2 className="login-page__tagline" data-testid="login-tagline">{t('common.tagline')}</h2>
        <span />
      </aside>
      <main className="login-page__form-panel">
        <div className="login-page__form">
          {/* Plain headings: antd Typography would add its tooltip/editing code to this chunk. */}
          <h1 className="login-page__title">{t('auth.welcome')}</h1>
          <p className="login-page__subtitle">{t('auth.login_subtitle')}</p>
          {failure && <Alert type="error" showIcon message={failure} style={{ marginBottom: 24 }} />}
          <Form<Credentials> layout="vertical" requiredMark={false} onFinish={(values) => login(values)}>
            <Form.Item name="email" label={t('auth.email')} rules={[{ required: true, message: required('auth.email') }]}>
              <Input size="large" autoComplete="username" autoFocus />
            </Form.Item>
            <Form.Item name="password" label={t('auth.password')} rules={[{ required: true, message: required('auth.password') }]}>
              <Input.Password size="large" autoComplete="current-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" size="large" block loading={isPending}>
              {t('auth.login')}
            </Button>
          </Form>
        </div>
      </main>
    </div>
  )
}
