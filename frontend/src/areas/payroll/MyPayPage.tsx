import { Alert, Card, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useProfile } from '../../hooks/useProfile'
import { PageContent } from '../../layout/PageContent'
import { PayslipTable } from './PayslipTable'

/** /my-pay (personal portal): the signed-in person's payslips, each opened in the PDF viewer. */
export default function MyPayPage() {
  const { t } = useTranslation()
  const profile = useProfile()
  if (!profile) return null
  return (
    <PageContent>
      <Typography.Title level={3}>{t('shell.menu.my_pay')}</Typography.Title>
      {profile.person_id
        ? <Card title={t('payroll_ui.payslips.mine')}><PayslipTable testId="my-payslips" /></Card>
        : <Alert type="info" showIcon message={t('payroll_ui.payslips.no_person')} />}
    </PageContent>
  )
}
