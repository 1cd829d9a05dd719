import { useEffect, useState } from 'react'
import { Alert, Button, Divider, Form } from 'antd'
// The input modules alone: antd's Input entry also attaches TextArea, Search and the OTP input.
import Input from 'antd/es/input/Input'
import Password from 'antd/es/input/Password'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { AuthLayout } from './AuthLayout'
import { useSignIn } from './sign-in'
import { startSso } from '../../providers/auth-api'
import type { TwoFactorChallenge } from '../../providers/auth-provider'

/**
 * /login: e-mail and password; when the company requires it, the e-mailed one-time code as a
 * second step; or single sign-on with the workplace account. Kept free of the layout and table
 * code so this route loads little JS. The API's message appears inline as well as in the toast.
 */
export default function LoginPage() {
  const { t } = useTranslation()
  const { mutate: login, isPending, data } = useSignIn()
  const [form] = Form.useForm<{ email: string; password: string }>()
  const [ssoError, setSsoError] = useState<string>()
  const [ssoPending, setSsoPending] = useState(false)
  const required = (label: string) => t('validation.required', { field: t(label) })
  // The code step stays once asked for: a wrong code must not send the person back to the password.
  const [challenge, setChallenge] = useState<TwoFactorChallenge>()
  const asked = (data as { twoFactor?: TwoFactorChallenge } | undefined)?.twoFactor
  useEffect(() => { if (asked) setChallenge(asked) }, [asked])
  const failure = data && !data.success ? data.error?.message : undefined

  const sso = async () => {
    setSsoError(undefined)
    const email = form.getFieldValue('email')
    if (!email) {
      await form.validateFields(['email'])
      return
    }
    setSsoPending(true)
    try {
      window.location.assign(await startSso(email))
    } catch (e) {
      setSsoError((e as { message?: string }).message)
      setSsoPending(false)
    }
  }

  if (challenge) {
    return (
      <AuthLayout title={t('auth.two_factor_title')} subtitle={challenge.message}>
        {failure && <Alert type="error" showIcon message={failure} style={{ marginBottom: 24 }} />}
        <Form<{ otp: string }> layout="vertical" requiredMark={false} onFinish={({ otp }) => login({ login: challenge.login, otp })}>
          <Form.Item name="otp" label={t('auth.otp')} rules={[{ required: true, message: required('auth.otp') }]}>
            <Input size="large" autoComplete="one-time-code" inputMode="numeric" maxLength={6} autoFocus />
          </Form.Item>
          <Button type="primary" htmlType="submit" size="large" block loading={isPending}>{t('auth.verify')}</Button>
        </Form>
        <p style={{ marginTop: 16 }}><a href="/login">{t('auth.back_to_login')}</a></p>
      </AuthLayout>
    )
  }

  return (
    <AuthLayout title={t('auth.welcome')} subtitle={t('auth.login_subtitle')}>
      {(failure || ssoError) && <Alert type="error" showIcon message={ssoError ?? failure} style={{ marginBottom: 24 }} />}
      <Form form={form} layout="vertical" requiredMark={false} onFinish={(values) => login(values)}>
        <Form.Item name="email" label={t('auth.email')} rules={[{ required: true, message: required('auth.email') }]}>
          <Input size="large" autoComplete="username" autoFocus />
        </Form.Item>
        <Form.Item name="password" label={t('auth.password')} rules={[{ required: true, message: required('auth.password') }]}>
          <Password size="large" autoComplete="current-password" />
        </Form.Item>
        <p style={{ textAlign: 'right', marginTop: -8 }}><Link to="/reset">{t('auth.forgot_password')}</Link></p>
        <Button type="primary" htmlType="submit" size="large" block loading={isPending}>{t('auth.login')}</Button>
      </Form>
      <Divider plain>{t('auth.or')}</Divider>
      <Button size="large" block onClick={sso} loading={ssoPending}>{t('auth.sso_login')}</Button>
    </AuthLayout>
  )
}
