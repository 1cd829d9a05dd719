import { Button, Dropdown } from 'antd'
import { GlobalOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { VISIBLE_LANGUAGES } from '@hr/shared'
import { changeLanguage } from '../../i18n'
import { API_URL, httpClient } from '../../providers/http'

/** Shell §6: the language is saved to the profile for a logged-in user (upper-case code). */
export function LanguageSwitcher({ loggedIn }: { loggedIn: boolean }) {
  const { t, i18n } = useTranslation()
  const pick = async (lng: string) => {
    await changeLanguage(lng)
    // Saving is best effort: the interface already switched, a failure must not undo it.
    if (loggedIn) await httpClient.post(`${API_URL}/profile/set-lang`, { lang: lng.toUpperCase() }).catch(() => undefined)
  }
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [i18n.language],
        items: VISIBLE_LANGUAGES.map((lng) => ({ key: lng, label: t(`shell.languages.${lng}`) })),
        onClick: ({ key }) => { void pick(key) },
      }}
    >
      <Button icon={<GlobalOutlined />} data-testid="language-switcher">{i18n.language.toUpperCase()}</Button>
    </Dropdown>
  )
}
