import { Link, useNavigate, useParams } from 'react-router'
import { Show } from '@refinedev/antd'
import { Button, Descriptions, Spin } from 'antd'
import { UnorderedListOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { useProfile } from '../../hooks/useProfile'
import ForbiddenPage from '../../pages/errors/ForbiddenPage'
import NotFoundPage from '../../pages/errors/NotFoundPage'
import { usePeopleNames } from '../../components/records/usePeopleNames'
import { useDependents, useEnrolment, usePlans } from './data'
import { EnrolmentCard } from './EnrolmentCard'
import { ENROLMENTS_URL, insuranceRights, personInsuranceUrl } from './insurance-logic'
import { useInsuranceEditors } from './useInsuranceEditors'

const statusOf = (error: unknown) => (error as { statusCode?: number } | null)?.statusCode

/**
 * /global-mobility/insurance/:id: one enrolment as on the person's tab (plan, coverage, papers,
 * dependents), with whose it is; HR changes it here too. Deleting it goes back to the list.
 */
export default function EnrolmentShowPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const profile = useProfile()
  const id = Number(useParams().id)
  const valid = Number.isInteger(id) && id > 0
  const plans = usePlans()
  const enrolment = useEnrolment(id, valid)
  const dependents = useDependents({ enrolmentIds: [id] }, valid && !!enrolment.data)
  const row = enrolment.data
  const people = usePeopleNames(row ? [row.person_id] : [])
  const editors = useInsuranceEditors({ personId: row?.person_id ?? null, plans: plans.plans })

  if (!valid || statusOf(enrolment.error) === 404) return <NotFoundPage />
  if (statusOf(enrolment.error) === 403) return <ForbiddenPage />
  const rights = row ? insuranceRights(profile, row.person_id) : null
  const name = row ? people.get(row.person_id) ?? `#${row.person_id}` : ''

  return (
    <Show
      title={t('insurance_enrolment.titles.show')}
      isLoading={enrolment.isLoading}
      canEdit={false}
      canDelete={false}
      headerButtons={() => (
        <Button icon={<UnorderedListOutlined />} onClick={() => navigate(ENROLMENTS_URL)} data-testid="insurance-list-link">{t('insurance_enrolment.titles.list')}</Button>
      )}
    >
      {enrolment.error ? <NotFoundPage /> : !row || !rights ? <Spin /> : (
        <>
          <EnrolmentCard
            enrolment={row}
            plan={plans.byId.get(row.plan_id)}
            dependents={dependents.rows}
            loadingDependents={dependents.isLoading}
            self={profile?.person_id === row.person_id}
            manage={rights.manage}
            onEdit={editors.editEnrolment}
            onAddDependent={editors.addDependent}
            onEditDependent={editors.editDependent}
            onDeleted={() => navigate(ENROLMENTS_URL)}
            header={(
              <Descriptions size="small" column={1} items={[{
                key: 'person', label: t('insurance_enrolment.fields.person_id'),
                children: <Link to={personInsuranceUrl(row.person_id)} data-testid="enrolment-person">{name}</Link>,
              }]} />
            )}
          />
          {rights.manage && editors.modals}
        </>
      )}
    </Show>
  )
}
