import { dataBlock } from './branding'

/**
 * Settings the server hands the browser at start (backend services/client_config.ts): injected
 * into index.html as the JSON data block `#client-config`, so one build serves every deployment.
 */
export interface ClientConfig { pdf_viewer_license_key: string | null }

export const clientConfig = (): Partial<ClientConfig> => dataBlock<ClientConfig>('client-config')

/**
 * The @pdf-viewer/react licence (PDF_VIEWER_LICENSE_KEY on the server). A build made with the
 * older build-time VITE_PDF_VIEWER_LICENSE_KEY still works (the dev server has no injected block).
 * No key: the open viewer is used and the proprietary code is never loaded (issue 43 §1).
 */
export function pdfViewerLicenseKey(): string | undefined {
  const key = clientConfig().pdf_viewer_license_key || (import.meta.env.VITE_PDF_VIEWER_LICENSE_KEY as string | undefined)
  return key?.trim() || undefined
}
