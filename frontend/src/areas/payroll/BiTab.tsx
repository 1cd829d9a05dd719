import { Suspense } from 'react'
import { Alert, Spin } from 'antd'
import { useTranslation } from 'react-i18next'
import { lazyPage } from '../../components/loading/lazy-page'
import { errorMessage } from '../../components/records/form-errors'
import { useRegister } from './useRegister'

// @ant-design/charts is its own chunk, downloaded only when a locked report's BI view opens.
const BiCharts = lazyPage(() => import('./BiCharts'))

/** The BI view of a locked report (domain §4); before it is locked, the API's rule is said instead. */
export function BiTab({ paycycleId, locked }: { paycycleId: number; locked: boolean }) {
  const { t } = useTranslation()
  const { data, error } = useRegister(paycycleId)
  if (!locked) return <Alert type="info" showIcon message={t('messages.bi_view_locked_only')} data-testid="bi-locked-only" />
  if (error) return <Alert type="error" showIcon message={errorMessage(error, t('messages.bi_report_not_loaded'))} />
  if (!data) return <Spin />
  return (
    <Suspense fallback={<Spin />}>
      <BiCharts register={data} />
    </Suspense>
  )
}
