import ListScreen from '../../../screens/generic/ListScreen'
import { AdminSettingFrame } from './AdminSettingFrame'

/** /admin-setting/exchange-rate: the platform's rates, read-only for customers (no create or edit offered), in the settings frame. */
export default function CustomerExchangeRatePage() {
  return <AdminSettingFrame><ListScreen resource="exchange_rate" /></AdminSettingFrame>
}
