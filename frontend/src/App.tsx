import { useMemo } from 'react'
import { BrowserRouter } from 'react-router'
import { Refine } from '@refinedev/core'
import routerProvider, { DocumentTitleHandler, UnsavedChangesNotifier } from '@refinedev/react-router'
import { App as AntdApp, ConfigProvider } from 'antd'
import { useTranslation } from 'react-i18next'
import { TOAST_DURATION_MS } from '@hr/shared'
import { dataProvider } from './providers/data-provider'
import { useNotificationProvider } from './providers/notification-provider'
import { authProvider } from './providers/auth-provider'
import { accessControlProvider } from './providers/access-control'
import { i18nProvider } from './i18n/refine-provider'
import { buildResources } from './resources'
import { AppRoutes } from './routing/AppRoutes'
import { AppLogo } from './layout/AppLogo'
import { LoadingBar } from './components/loading/LoadingBar'
import { appName as brandName } from './components/branding'

/** Refine's blue theme, inlined: @refinedev/antd stays out of the entry chunk (see notification-provider). */
const THEME = { token: { colorPrimary: '#1677FF' } }

export function App() {
  const { t, i18n } = useTranslation()
  const resources = useMemo(() => buildResources(t), [t, i18n.language])
  const appName = brandName(t)

  return (
    <BrowserRouter>
      <ConfigProvider theme={THEME}>
        {/* Shell §8: toasts top-right for 4 seconds with a close action. */}
        <AntdApp notification={{ placement: 'topRight', duration: TOAST_DURATION_MS / 1000 }}>
          <Refine
            dataProvider={dataProvider}
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
            <LoadingBar />
            <AppRoutes />
            <UnsavedChangesNotifier />
            <DocumentTitleHandler
              handler={({ resource }) => {
                const label = resource?.meta?.label
                return typeof label === 'string' && label ? `${label} | ${appName}` : appName
              }}
            />
          </Refine>
        </AntdApp>
      </ConfigProvider>
    </BrowserRouter>
  )
}
