import { Form, Typography, theme } from 'antd'
import { LockOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import type { FieldDef } from '@hr/shared'
import { formatValue } from './format'

function countryName(code: string, lang: string) {
  try {
    return new Intl.DisplayNames([lang, 'en'], { type: 'region' }).of(code) ?? code
  } catch {
    return code
  }
}

/**
 * A field's value where the user may read but not change it (issue 20 §6): plain text in the
 * page's own text colour rather than a disabled input's faded grey, a reference by the label the
 * record came with (no list call), a country by its name. `value` and `id` come from the Form.Item.
 */
export function ReadOnlyValue({ field, label, value, id }: { field: FieldDef; label?: string; value?: unknown; id?: string }) {
  const { t, i18n } = useTranslation()
  const { token } = theme.useToken()
  // A money field's currency is another field of the same form: the amount is shown with it.
  const currency: unknown = Form.useWatch((values: Record<string, unknown> | undefined) => (field.currencyField ? values?.[field.currencyField] : undefined), Form.useFormInstance())
  const empty = value === null || value === undefined || value === ''
  const shown = empty ? t('common.empty_value')
    : field.type === 'reference' ? (label ?? `#${String(value)}`)
    : field.type === 'country' ? countryName(String(value), i18n.language)
    : formatValue(t, field, value, field.currencyField ? { [field.currencyField]: currency } : undefined)
  return (
    <div id={id} data-testid={`read-only-${field.name}`} style={{ color: token.colorText, minHeight: token.controlHeight, paddingBlock: 5, whiteSpace: 'pre-wrap' }}>
      {shown}
    </div>
  )
}

/** Says a value is HR's to change, in a colour that stays readable (antd's secondary grey is too faint for small text). */
export function ManagedByHr({ text }: { text?: string }) {
  const { t } = useTranslation()
  const { token } = theme.useToken()
  return (
    <Typography.Text style={{ color: token.colorTextLabel, fontSize: token.fontSizeSM }} data-testid="managed-by-hr">
      <LockOutlined aria-hidden /> {text ?? t('common.managed_by_hr')}
    </Typography.Text>
  )
}
