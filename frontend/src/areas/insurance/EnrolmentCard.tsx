import type { ReactNode } from 'react'
import { Alert, Button, Card, Descriptions, Popconfirm, Space, Tag, Typography } from 'antd'
import { DeleteOutlined, EditOutlined, PlusOutlined, SafetyOutlined } from '@ant-design/icons'
import { useDelete } from '@refinedev/core'
import { useTranslation } from 'react-i18next'
import { API_DATE_FORMAT } from '@hr/shared'
import dayjs from 'dayjs'
import { errorMessage } from '../../components/records/form-errors'
import { useToast } from '../../components/records/useToast'
import { fmtMoney } from '../../components/formats'
import type { InsuranceDependent, InsuranceEnrolment, InsurancePlan } from './model'
import { CoverageTable } from './CoverageTable'
import { DependentsTable } from './DependentsTable'
import { coverPeriod } from './format'
import { ENROLMENT_STATE_COLOURS, enrolmentState, premiumOnPayItems } from './insurance-logic'
import { PersonFiles } from '../../components/records/PersonFiles'

interface Props {
  enrolment: InsuranceEnrolment
  plan: InsurancePlan | undefined
  dependents: InsuranceDependent[]
  loadingDependents?: boolean
  /** the person's own view (/my-info): the texts speak to them */
  self: boolean
  /** the info privilege: edit and delete the enrolment, keep its dependents */
  manage: boolean
  onEdit: (row: InsuranceEnrolment) => void
  onAddDependent: (row: InsuranceEnrolment) => void
  onEditDependent: (row: InsuranceEnrolment, dependent: InsuranceDependent) => void
  onDeleted?: (row: InsuranceEnrolment) => void
  /** above the details (e.g. the person, on the enrolment's own page) */
  header?: ReactNode
}

/**
 * One enrolment: the plan (name, provider, purchasing type), the plan period and member number,
 * what the plan covers, the premium put on the person's pay items, the policy and cards, and the
 * dependents covered.
 */
export function EnrolmentCard({ enrolment: e, plan, dependents, loadingDependents, self, manage, onEdit, onAddDependent, onEditDependent, onDeleted, header }: Props) {
  const { t } = useTranslation()
  const toast = useToast()
  // Refine drops the enrolment's cached record and reads the enrolment lists again.
  const { mutateAsync: deleteEnrolment } = useDelete()
  const state = enrolmentState(e, dayjs().format(API_DATE_FORMAT))
  const premium = premiumOnPayItems(e, plan)
  const label = (name: string) => t(`insurance_enrolment.fields.${name}`)
  const empty = t('common.empty_value')

  const remove = async () => {
    try {
      await deleteEnrolment({ resource: 'insurance_enrolment', id: e.id, successNotification: false, errorNotification: false })
      toast.success(t('insurance_ui.enrolment_deleted'))
      onDeleted?.(e)
    } catch (error) {
      toast.error(errorMessage(error, t('messages.error_occurred_contact_admin')))
    }
  }

  return (
    <Card
      data-testid={`enrolment-${e.id}`}
      title={(
        <Space wrap>
          <SafetyOutlined />
          <span data-testid={`enrolment-plan-${e.id}`}>{plan?.name ?? t('insurance_ui.plan_missing', { id: e.plan_id })}</span>
          {plan && <Tag color={plan.purchasing_type === 'company' ? 'geekblue' : 'purple'}>{t(`enums.purchasing_type.${plan.purchasing_type}`)}</Tag>}
          <Tag color={ENROLMENT_STATE_COLOURS[state]} data-testid={`enrolment-state-${e.id}`}>{t(`insurance_ui.state.${state}`)}</Tag>
        </Space>
      )}
      extra={manage && (
        <Space wrap>
          <Button icon={<EditOutlined />} onClick={() => onEdit(e)} data-testid={`edit-enrolment-${e.id}`}>{t('common.edit')}</Button>
          <Popconfirm title={t('insurance_ui.delete_enrolment_confirm')} onConfirm={remove} okText={t('common.delete')} cancelText={t('common.cancel')}>
            <Button danger icon={<DeleteOutlined />} data-testid={`delete-enrolment-${e.id}`}>{t('common.delete')}</Button>
          </Popconfirm>
        </Space>
      )}
      style={{ marginBottom: 16 }}
    >
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        {header}
        <Descriptions
          size="small"
          bordered
          column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 3 }}
          data-testid={`enrolment-details-${e.id}`}
          items={[
            { key: 'provider', label: t('insurance_plan.fields.provider'), children: plan?.provider ?? empty },
            { key: 'purchasing_type', label: t('insurance_plan.fields.purchasing_type'), children: plan ? t(`enums.purchasing_type.${plan.purchasing_type}`) : empty },
            { key: 'period', label: t('insurance_ui.period'), children: coverPeriod(t, e.plan_start_date, e.plan_end_date) },
            { key: 'member_number', label: label('member_number'), children: e.member_number || empty },
            { key: 'policy_number', label: t('insurance_plan.fields.policy_number'), children: plan?.policy_number || empty },
            ...(plan?.premium ? [{ key: 'premium', label: t('insurance_plan.fields.premium'), children: fmtMoney(plan.premium, plan.currency) }] : []),
          ]}
        />
        {premium && (
          <Alert
            type="info"
            showIcon
            data-testid={`enrolment-premium-${e.id}`}
            message={t(self ? 'insurance_ui.premium_on_pay_items_self' : 'insurance_ui.premium_on_pay_items', { amount: fmtMoney(premium.amount, premium.currency) })}
          />
        )}
        <div>
          <Typography.Title level={5}>{t('insurance_ui.coverage')}</Typography.Title>
          <CoverageTable plan={plan} testId={`enrolment-coverage-${e.id}`} />
        </div>
        <div>
          <Typography.Title level={5}>{label('files')}</Typography.Title>
          <PersonFiles files={e.files} personId={e.person_id} testId={`enrolment-files-${e.id}`} />
        </div>
        {e.notes && (
          <div>
            <Typography.Title level={5}>{label('notes')}</Typography.Title>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{e.notes}</Typography.Paragraph>
          </div>
        )}
        <div>
          <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }} wrap>
            <Typography.Title level={5} style={{ margin: 0 }}>{t('insurance_ui.dependents')}</Typography.Title>
            {manage && (
              <Button size="small" icon={<PlusOutlined />} onClick={() => onAddDependent(e)} data-testid={`add-dependent-${e.id}`}>
                {t('insurance_dependent.titles.create')}
              </Button>
            )}
          </Space>
          <DependentsTable enrolment={e} rows={dependents} loading={loadingDependents} manage={manage} onEdit={(d) => onEditDependent(e, d)} />
        </div>
      </Space>
    </Card>
  )
}
