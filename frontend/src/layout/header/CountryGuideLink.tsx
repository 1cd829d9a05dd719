import { Button, Tooltip } from 'antd'
import { CompassOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { countryGuideUrl } from '../../components/country-guide'

/** The header's country-guide link (shell §2.3): a new tab, `cn/` for Chinese. */
export function CountryGuideLink({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation()
  const label = t('shell.header.country_guide')
  return (
    <Tooltip title={compact ? label : undefined}>
      <Button
        type="text"
        icon={<CompassOutlined />}
        href={countryGuideUrl(i18n.language)}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="country-guide-link"
        aria-label={label}
      >
        {!compact && label}
      </Button>
    </Tooltip>
  )
}
