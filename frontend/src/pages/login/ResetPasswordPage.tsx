import { useEffect, useState } from 'react'
import { Alert, Button, Form } from 'antd'
// The input modules alone: antd's Input entry also attaches TextArea, Search and the OTP input.
import Input from 'antd/es/input/Input'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { AuthLayout } from './AuthLayout'
import { Result } from './LazyResult'
import { useSignIn } from './sign-in'
import { PasswordForm, type PasswordValues } from './PasswordForm'
import { checkPasswordToken, forgotPassword, setNewPassword } from '../../providers/auth-api'

const messageOf = (e: unknown) => (e as { message?: string })?.message ?? ''

/**
 * /reset/:id? and /join/:id? (shell §2.1). Without a token: ask for the e-mail and send a reset
 * link. With one: check it first (a dead link says so before anything is typed), then set the
 * password. Joining (an invitation) also signs the person in.
 */
export default function ResetPasswordPage({ kind }: { kind: 'reset' | 'join' }) {
  const { t } = useTranslation()
  const { id: token } = useParams()
  const { mutate: login } = useSignIn()
  const [state, setState] = useState<'checking' | 'ready' | 'dead' | 'done'>(token ? 'checking' : 'ready')
  const [error, setError] = useState<string>()
  const [info, setInfo] = useState<string>()
  const [pending, setPending] = useState(false)
  const [who, setWho] = useState<string>()

  useEffect(() => {
    if (!token) return
    checkPasswordToken(token)
      .then((r) => { setWho(r.email); setState('ready') })
      .catch((e) => { setError(messageOf(e)); setState('dead') })
  }, [token])

  const submitPassword = async (values: PasswordValues) => {
    setPending(true)
    setError(undefined)
    try {
      const answer = await setNewPassword(kind, { token: token!, ...values })
      if (answer.auth_token && answer.user) login({ session: { auth_token: answer.auth_token, user: answer.user } })
      else { setInfo(answer.message); setState('done') }
    } catch (e) {
      setError(messageOf(e))
    } finally {
      setPending(false)
    }
  }

  const submitEmail = async ({ email }: { email: string }) => {
    setPending(true)
    setError(undefined)
    try {
      setInfo(await forgotPassword(email))
    } catch (e) {
      setError(messageOf(e))
    } finally {
      setPending(false)
    }
  }

  const title = kind === 'join' ? t('auth.create_password') : t('auth.reset_password')
  if (state === 'checking') return <AuthLayout title={title}><p>{t('common.loading')}</p></AuthLayout>
  if (state === 'dead') {
    return (
      <AuthLayout title={title}>
        <Result status="warning" title={error} extra={<Link to="/reset">{t('auth.request_new_link')}</Link>} />
      </AuthLayout>
    )
  }
  if (state === 'done') {
    return (
      <AuthLayout title={title}>
        <Result status="success" title={info} extra={<Link to="/login">{t('auth.back_to_login')}</Link>} />
      </AuthLayout>
    )
  }
  return (
    <AuthLayout title={title} subtitle={token ? who : t('auth.forgot_password_hint')}>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 24 }} />}
      {info && <Alert type="success" showIcon message={info} style={{ marginBottom: 24 }} />}
      {token ? (
        <PasswordForm onSubmit={submitPassword} pending={pending} submitLabel={title} />
      ) : (
        <Form<{ email: string }> layout="vertical" requiredMark={false} onFinish={submitEmail}>
          <Form.Item name="email" label={t('auth.email')} rules={[{ required: true, message: t('validation.required', { field: t('auth.email') }) }]}>
            <Input size="large" autoComplete="username" autoFocus />
          </Form.Item>
          <Button type="primary" htmlType="submit" size="large" block loading={pending}>{t('auth.send_reset_link')}</Button>
        </Form>
      )}
      <p style={{ marginTop: 16 }}><Link to="/login">{t('auth.back_to_login')}</Link></p>
    </AuthLayout>
  )
}
