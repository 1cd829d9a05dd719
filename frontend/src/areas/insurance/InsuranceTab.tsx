import { Alert, Button, Card, Space, Spin } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { useProfile } from '../../hooks/useProfile'
import { EmptyState } from '../../components/EmptyState'
import { errorMessage } from '../../components/records/form-errors'
import type { PersonTabProps } from '../../pages/people/tabs/tab-props'
import { useDependents, usePersonEnrolments, usePlans } from './data'
import { EnrolmentCard } from './EnrolmentCard'
import { dependentsByEnrolment, insuranceRights } from './insurance-logic'
import { useInsuranceEditors } from './useInsuranceEditors'

const statusOf = (error: unknown) => (error as { statusCode?: number } | null)?.statusCode

/**
 * The insurance tab of /people/staff/:id and /my-info (issue 16): each enrolment of the person with
 * its plan, coverage, papers and dependents. Holders of the info privilege enrol the person, change
 * or end enrolments and keep the dependents; the person and their data managers read it.
 */
export default function InsuranceTab({ personId, self }: PersonTabProps) {
  const { t } = useTranslation()
  const profile = useProfile()
  const rights = insuranceRights(profile, personId)
  const plans = usePlans()
  const enrolments = usePersonEnrolments(personId, rights.read)
  const dependents = useDependents({ personId }, rights.read)
  const editors = useInsuranceEditors({ personId, plans: plans.plans })

  if (!profile) return <Spin />
  if (!rights.read || statusOf(enrolments.error) === 403) {
    return <Alert type="warning" showIcon message={t('insurance_ui.forbidden')} data-testid="person-insurance-forbidden" />
  }
  if (enrolments.error) {
    return (
      <Alert
        type="error"
        showIcon
        data-testid="person-insurance-error"
        message={t('insurance_ui.load_failed')}
        description={errorMessage(enrolments.error, t('messages.error_occurred_contact_admin'))}
        action={<Button size="small" onClick={() => enrolments.refetch()}>{t('common.refresh')}</Button>}
      />
    )
  }

  const rows = enrolments.rows
  const byEnrolment = dependentsByEnrolment(dependents.rows)
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="person-insurance">
      {rights.manage && (
        <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
          <Button type="primary" icon={<PlusOutlined />} onClick={editors.addEnrolment} data-testid="enrol-in-plan">{t('insurance_enrolment.titles.create')}</Button>
        </Space>
      )}
      {enrolments.isLoading || plans.loading ? (
        <Spin style={{ display: 'block', margin: 32 }} />
      ) : rows.length === 0 ? (
        <Card data-testid="person-insurance-empty">
          <EmptyState variant={self ? 'no_data_assigned' : 'no_table_data'} description={t(self ? 'insurance_ui.no_enrolments_self' : 'insurance_ui.no_enrolments')} />
        </Card>
      ) : (
        rows.map((e) => (
          <EnrolmentCard
            key={e.id}
            enrolment={e}
            plan={plans.byId.get(e.plan_id)}
            dependents={byEnrolment.get(e.id) ?? []}
            loadingDependents={dependents.isLoading}
            self={self}
            manage={rights.manage}
            onEdit={editors.editEnrolment}
            onAddDependent={editors.addDependent}
            onEditDependent={editors.editDependent}
          />
        ))
      )}
      {dependents.error ? <Alert type="warning" showIcon message={errorMessage(dependents.error, t('messages.error_occurred_contact_admin'))} /> : null}
      {rights.manage && editors.modals}
    </Space>
  )
}
