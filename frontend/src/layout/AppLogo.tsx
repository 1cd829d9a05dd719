import { brandLogo } from '../components/branding'

/**
 * The host's logo (shell §1 branding: the icon variant at mark size, the full logo when `wide`),
 * else the platform mark as inline SVG so the login chunk needs no extra request.
 */
export function AppLogo({ size = 24, wide = false }: { size?: number; wide?: boolean }) {
  const src = brandLogo(wide ? 'logo_light' : 'logo_icon_light')
  if (src) return <img src={src} alt="" data-testid="brand-logo" style={{ display: 'block', height: size, maxWidth: wide ? 160 : size, objectFit: 'contain' }} />
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" style={{ display: 'block', flex: 'none' }}>
      <rect width="32" height="32" rx="8" fill="#1677ff" />
      <circle cx="16" cy="16" r="8" fill="none" stroke="#fff" strokeWidth="3" />
      <path d="M8 16h16M16 8c3 3 3 13 0 16M16 8c-3 3-3 13 0 16" stroke="#fff" strokeWidth="1.5" fill="none" />
    </svg>
  )
}
