import { useMemo } from 'react'
import { Button, Form, Input, Select, Space, Typography } from 'antd'
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { DICTIONARY_KEYS, SUPPORTED_LANGUAGES } from '@hr/shared'
import { duplicateLanguageRows, type DictionaryEntry } from './data-item-logic'

export const ENTRIES = 'entries'

/** The interface languages by their own names ("Deutsch"), the code after them. */
function languageOptions(uiLang: string) {
  let names: Intl.DisplayNames | null = null
  try { names = new Intl.DisplayNames([uiLang, 'en'], { type: 'language' }) } catch { names = null }
  return SUPPORTED_LANGUAGES.map((code) => ({ value: code, label: `${names?.of(code) ?? code} (${code})` }))
}

/**
 * The item's dictionary inside its form: one row per key (label or notes) and language. A key and
 * language twice shows the catalogue's "Please remove duplicate language." under the language.
 */
export function DictionaryEditor() {
  const { t, i18n } = useTranslation()
  const languages = useMemo(() => languageOptions(i18n.language), [i18n.language])
  const required = (field: string) => t('validation.required', { field: t(`data_item_entry.fields.${field}`) })
  const keys = DICTIONARY_KEYS.map((k) => ({ value: k, label: t(`enums.key.${k}`) }))
  return (
    <>
      <Typography.Title level={5}>{t('data_item_entry.titles.list')}</Typography.Title>
      <Form.List name={ENTRIES}>
        {(rows, { add, remove }) => (
          <div data-testid="dictionary-editor">
            {rows.map((row) => (
              <Space key={row.key} align="start" wrap style={{ display: 'flex' }} data-testid={`dictionary-row-${row.name}`}>
                <Form.Item name={[row.name, 'id']} hidden><Input /></Form.Item>
                <Form.Item name={[row.name, 'key']} rules={[{ required: true, message: required('key') }]}>
                  <Select options={keys} style={{ width: 120 }} aria-label={t('data_item_entry.fields.key')} />
                </Form.Item>
                <Form.Item
                  name={[row.name, 'lang']}
                  dependencies={[[ENTRIES]]}
                  rules={[
                    { required: true, message: required('lang') },
                    ({ getFieldValue }) => ({
                      validator: async () => {
                        const all = (getFieldValue(ENTRIES) ?? []) as Partial<DictionaryEntry>[]
                        if (duplicateLanguageRows(all).includes(row.name)) throw new Error(t('messages.duplicate_language'))
                      },
                    }),
                  ]}
                >
                  <Select showSearch optionFilterProp="label" options={languages} style={{ width: 200 }} aria-label={t('data_item_entry.fields.lang')} />
                </Form.Item>
                <Form.Item name={[row.name, 'value']} rules={[{ required: true, whitespace: true, message: required('value') }]}>
                  <Input maxLength={1000} style={{ width: 280 }} aria-label={t('data_item_entry.fields.value')} />
                </Form.Item>
                <Button icon={<DeleteOutlined />} aria-label={t('common.delete')} onClick={() => remove(row.name)} />
              </Space>
            ))}
            <Button icon={<PlusOutlined />} onClick={() => add({ key: 'data', lang: undefined, value: '' })} data-testid="dictionary-add">
              {t('data_item_entry.titles.create')}
            </Button>
          </div>
        )}
      </Form.List>
    </>
  )
}
