import { createContext, useCallback, useContext, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import i18next from 'i18next'
import type { NotificationProvider } from '@refinedev/core'
import { authProvider, type LoginVariables } from '../../providers/auth-provider'

/** What the sign-in pages use of Refine's useLogin: the call, whether it runs, and its last answer. */
export interface SignIn {
  mutate: (variables: LoginVariables) => void
  isPending: boolean
  data?: { success: boolean; redirectTo?: string; error?: { name?: string; message?: string }; [key: string]: unknown }
}

type Answer = NonNullable<SignIn['data']>

/** The public shell's toasts (PublicApp): antd's notification hook, without the modal and message code of <App>. */
export const PublicToasts = createContext<Partial<NotificationProvider>>({})

/**
 * useLogin without Refine, for the public shell (PublicApp): the login, reset and SSO pages load
 * without the Refine app and its providers. Same behaviour as Refine's hook: the auth provider's
 * login, its error as the 'login-error' toast, then `?to=` (set when a signed-out visit was sent
 * to /login) or the provider's target. Navigating there hands over to the full app.
 */
function usePublicSignIn(): SignIn {
  const navigate = useNavigate()
  const notifications = useContext(PublicToasts)
  const latest = useRef({ navigate, notifications })
  latest.current = { navigate, notifications }
  const [state, setState] = useState<{ isPending: boolean; data?: Answer }>({ isPending: false })

  const mutate = useCallback((variables: LoginVariables) => {
    const toast = (error?: { name?: string; message?: string }) => latest.current.notifications.open?.({
      key: 'login-error', type: 'error', message: error?.name || i18next.t('auth.login_failed'), description: error?.message || i18next.t('messages.incorrect_email_or_password'),
    })
    setState((s) => ({ ...s, isPending: true }))
    authProvider.login(variables).then(
      (answer: Answer) => {
        setState({ isPending: false, data: answer })
        if (!answer.success) {
          // A two-factor challenge is no failure: without an error there is no toast.
          if (answer.error) toast(answer.error)
          return
        }
        latest.current.notifications.close?.('login-error')
        const to = new URLSearchParams(window.location.search).get('to') || answer.redirectTo
        if (to) latest.current.navigate(to, { replace: true })
      },
      (error: Error) => {
        setState({ isPending: false })
        toast(error)
      },
    )
  }, [])

  return { mutate, ...state }
}

/** The full app provides Refine's useLogin here (App.tsx); the public shell keeps the default. */
export const SignInContext = createContext<() => SignIn>(usePublicSignIn)

/** The sign-in call of whichever shell renders the page. One shell per tree, so the hook called never changes. */
export const useSignIn = (): SignIn => useContext(SignInContext)()
