import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { AuthLayout } from './AuthLayout'
import { Result } from './LazyResult'
import { useSignIn } from './sign-in'
import { finishSso } from '../../providers/auth-api'

/** /microsoft/auth/callback: the identity provider sends the browser here; the API finishes the sign-in. */
export default function SsoCallbackPage() {
  const { t } = useTranslation()
  const { mutate: login } = useSignIn()
  const [error, setError] = useState<string>()
  const started = useRef(false)

  useEffect(() => {
    // The code is single-use: React's development double effect must not spend it twice.
    if (started.current) return
    started.current = true
    finishSso(window.location.href)
      .then((session) => login({ session }))
      .catch((e) => setError((e as { message?: string }).message))
  }, [login])

  return (
    <AuthLayout title={t('auth.sso_login')}>
      {error
        ? <Result status="error" title={error} extra={<Link to="/login">{t('auth.back_to_login')}</Link>} />
        : <p>{t('messages.sso_redirecting')}</p>}
    </AuthLayout>
  )
}
