import { Col, Collapse, Input, Row, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { LANGUAGE_NAMES, TRANSLATION_LANGUAGES, readTranslations, textDirection, type Translations } from '@hr/shared'

interface Props {
  value?: Translations | null
  onChange?: (value: Translations) => void
  maxLength?: number
  /** data-testid prefix: `<testId>-<language>` per input */
  testId?: string
}

/**
 * A reference item's name in the 22 other interface languages (issue 43 §7), for the data cloud's
 * and the company's forms: one input per language, labelled by the language's own name and written
 * in its direction, folded away under a count of those filled. An empty input means "show English".
 */
export function TranslationsInput({ value, onChange, maxLength, testId = 'translations' }: Props) {
  const { t } = useTranslation()
  const current = readTranslations(value)
  const filled = TRANSLATION_LANGUAGES.filter((lng) => current[lng]).length
  const set = (lng: string, text: string) => {
    const next: Record<string, string> = { ...current }
    if (text) next[lng] = text
    else delete next[lng]
    onChange?.(next as Translations)
  }
  return (
    <Collapse
      size="small"
      data-testid={testId}
      items={[{
        key: 'languages',
        label: t('refnames.languages_filled', { count: filled, total: TRANSLATION_LANGUAGES.length }),
        forceRender: true,
        children: (
          <>
            <Typography.Paragraph type="secondary">{t('refnames.hint')}</Typography.Paragraph>
            {TRANSLATION_LANGUAGES.map((lng) => (
              <Row key={lng} gutter={8} align="middle" style={{ marginBottom: 8 }}>
                <Col xs={24} sm={6}><label htmlFor={`${testId}-${lng}`} lang={lng}>{LANGUAGE_NAMES[lng]}</label></Col>
                <Col xs={24} sm={18}>
                <Input
                  id={`${testId}-${lng}`}
                  lang={lng}
                  dir={textDirection(lng)}
                  maxLength={maxLength}
                  autoComplete="off"
                  aria-label={LANGUAGE_NAMES[lng]}
                  data-testid={`${testId}-${lng}`}
                  value={current[lng] ?? ''}
                  onChange={(e) => set(lng, e.target.value)}
                />
                </Col>
              </Row>
            ))}
          </>
        ),
      }]}
    />
  )
}

/** Stored translations as a show screen lists them: "Deutsch: Jahresurlaub", one per line. */
export function TranslationsList({ value }: { value: unknown }) {
  const entries = Object.entries(readTranslations(value))
  return (
    <span>
      {entries.map(([lng, text]) => (
        <span key={lng} style={{ display: 'block' }}>
          <Typography.Text type="secondary">{LANGUAGE_NAMES[lng as keyof typeof LANGUAGE_NAMES]}: </Typography.Text>
          <span lang={lng} dir={textDirection(lng)}>{text}</span>
        </span>
      ))}
    </span>
  )
}
