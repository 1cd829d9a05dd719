import { useMemo } from 'react'
import { BrowserRouter } from 'react-router'
import { Refine, useLogin } from '@refinedev/core'
import routerProvider, { DocumentTitleHandler, UnsavedChangesNotifier } from '@refinedev/react-router'
import { App as AntdApp } from 'antd'
import { useTranslation } from 'react-i18next'
import { TOAST_DURATION_MS } from '@hr/shared'
import { dataProvider } from './providers/data-provider'
import { liveProvider } from './providers/live'
import { useNotificationProvider } from './providers/notification-provider'
import { authProvider } from './providers/auth-provider'
import { accessControlProvider } from './providers/access-control'
import { i18nProvider } from './i18n/refine-provider'
import { buildResources } from './resources'
import { AppRoutes } from './routing/AppRoutes'
import { areaContractTabs } from './areas/registry'
import { ContractTabsContext } from './components/contract-tabs'
import { AppLogo } from './layout/AppLogo'
import { appName as brandName } from './components/branding'
import { SignInContext, type SignIn } from './pages/login/sign-in'
import type { LoginVariables } from './providers/auth-provider'

export { preloadRoute } from './routing/preload-route'

/** Inside the app, the sign-in pages sign in through Refine (its auth state, ?to= and toasts). */
const useRefineSignIn = (): SignIn => useLogin<LoginVariables>()
/** One area's page showing the tabs other areas bring (a contract's): the registry's list, handed down. */
const CONTRACT_TABS = areaContractTabs()

/**
 * The Refine app: its own chunk, loaded by Root for every path but the public pages' first load
 * (routing/PublicApp.tsx). The antd theme and the loading bar are Root's, shared with that shell.
 */
export default function App() {
  const { t, i18n } = useTranslation()
  const resources = useMemo(() => buildResources(t), [t, i18n.language])
  const appName = brandName(t)

  return (
    <BrowserRouter>
      {/* Shell §8: toasts top-right for 4 seconds with a close action. */}
      <AntdApp notification={{ placement: 'topRight', duration: TOAST_DURATION_MS / 1000 }}>
        <Refine
          dataProvider={dataProvider}
          liveProvider={liveProvider}
          authProvider={authProvider}
          accessControlProvider={accessControlProvider}
          routerProvider={routerProvider}
          i18nProvider={i18nProvider}
          notificationProvider={useNotificationProvider}
          resources={resources}
          options={{
            syncWithLocation: true,
            warnWhenUnsavedChanges: true,
            disableTelemetry: true,
            title: { text: appName, icon: <AppLogo /> },
          }}
        >
          <SignInContext.Provider value={useRefineSignIn}>
            <ContractTabsContext.Provider value={CONTRACT_TABS}>
              <AppRoutes />
            </ContractTabsContext.Provider>
          </SignInContext.Provider>
          <UnsavedChangesNotifier />
          <DocumentTitleHandler
            handler={({ resource }) => {
              const label = resource?.meta?.label
              return typeof label === 'string' && label ? `${label} | ${appName}` : appName
            }}
          />
        </Refine>
      </AntdApp>
    </BrowserRouter>
  )
}
