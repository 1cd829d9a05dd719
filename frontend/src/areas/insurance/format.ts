import type { TFunction } from 'i18next'
import { fmtDate } from '../../components/formats'

/** A cover or plan period, 'DD MMM YYYY – DD MMM YYYY'; an open end says so. */
export const coverPeriod = (t: TFunction, start: string | null | undefined, end: string | null | undefined) =>
  `${fmtDate(start)} – ${end ? fmtDate(end) : t('insurance_ui.open_ended')}`
