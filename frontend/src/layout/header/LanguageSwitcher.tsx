import { Button, Dropdown } from 'antd'
import { GlobalOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES, VISIBLE_LANGUAGES } from '@hr/shared'
import { changeLanguage } from '../../i18n'
import { useApiCall, useReloadAll } from '../../providers/api-hooks'

const MORE_LANGUAGES = SUPPORTED_LANGUAGES.filter((lng) => !(VISIBLE_LANGUAGES as readonly string[]).includes(lng))
const languageItem = (lng: keyof typeof LANGUAGE_NAMES) => ({ key: lng, label: <span lang={lng}>{LANGUAGE_NAMES[lng]}</span> })

/**
 * Shell §6: the language is saved to the profile for a logged-in user (upper-case code). Compact
 * (phone headers): the code alone, so the user menu beside it keeps its room.
 */
export function LanguageSwitcher({ loggedIn, compact = false }: { loggedIn: boolean; compact?: boolean }) {
  const { t, i18n } = useTranslation()
  const api = useApiCall()
  const reloadAll = useReloadAll()
  const pick = async (lng: string) => {
    await changeLanguage(lng)
    // Saving is best effort: the interface already switched, a failure must not undo it.
    if (loggedIn) await api.post('/profile/set-lang', { lang: lng.toUpperCase() }).catch(() => undefined)
    // What the API answered in the old language (reference data's names, issue 43 §7) is read again.
    if (loggedIn) await reloadAll()
  }
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [i18n.language],
        // Shell §6's short list first, then the other interface languages (issue 17), each in its own name.
        items: [
          { type: 'group', key: 'main', label: t('shell.header.main_languages'), children: VISIBLE_LANGUAGES.map(languageItem) },
          { type: 'group', key: 'more', label: t('shell.header.more_languages'), children: MORE_LANGUAGES.map(languageItem) },
        ],
        style: { maxHeight: '70vh', overflowY: 'auto' },
        onClick: ({ key }) => { void pick(key) },
      }}
    >
      <Button
        icon={compact ? undefined : <GlobalOutlined />}
        aria-label={t('shell.header.language')}
        data-testid="language-switcher"
        style={compact ? { paddingInline: 8 } : undefined}
      >
        {i18n.language.toUpperCase()}
      </Button>
    </Dropdown>
  )
}
