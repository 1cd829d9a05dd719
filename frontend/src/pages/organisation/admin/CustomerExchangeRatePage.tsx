import ListScreen from '../../../screens/generic/ListScreen'

/** /admin-setting/exchange-rate: the platform's rates, read-only for customers (no create or edit offered). */
export default function CustomerExchangeRatePage() {
  return <ListScreen resource="exchange_rate" />
}
