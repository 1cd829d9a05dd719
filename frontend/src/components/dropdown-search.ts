import { DROPDOWN_SEARCH_THRESHOLD } from '@hr/shared'

/**
 * Shell §5/§9: a dropdown shows a search box when it has more than DROPDOWN_SEARCH_THRESHOLD
 * options or when it is marked searchable; short lists stay a plain pick so a tap never opens a
 * keyboard. Spread the result into an antd Select; matching is on the visible label.
 */
export function dropdownSearch(optionCount: number, searchable = false) {
  const showSearch = searchable || optionCount > DROPDOWN_SEARCH_THRESHOLD
  return showSearch ? { showSearch: true, optionFilterProp: 'label' } : { showSearch: false }
}
