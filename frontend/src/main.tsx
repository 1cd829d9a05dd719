// First: outside the public pages it starts fetching the app before the rest of the entry runs.
import './app-loader'
import '@ant-design/v5-patch-for-react-19'
import 'antd/dist/reset.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { initI18n } from './i18n'
import { Root } from './Root'
import { reloadForChunkError } from './components/loading/chunk-reload'

// Shell §4: Vite reports a failed chunk preload here; reload once per guard window instead of breaking.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadForChunkError((event as Event & { payload?: unknown }).payload ?? new Error('Failed to fetch dynamically imported module'))) {
    event.preventDefault()
  }
})

// Render only once English is loaded, so no screen flashes raw keys.
initI18n().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Root />
    </StrictMode>,
  )
})
