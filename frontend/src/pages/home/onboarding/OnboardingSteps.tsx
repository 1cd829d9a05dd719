import { Suspense, useEffect } from 'react'
import { useInvalidate, useList } from '@refinedev/core'
import { Button, Card, List, Space, Spin, Steps, Typography } from 'antd'
import { CheckCircleTwoTone, ExclamationCircleTwoTone } from '@ant-design/icons'
import { useLocation, useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { PERSON_TABS } from '../../people/tabs/registry'
import { useInvalidatePerson, usePerson } from '../../../components/records/usePerson'
import { ONBOARDING_STEPS, onboardingChecklist, stepFromSearch, type ChecklistItem, type OnboardingStep } from './onboarding-steps'

/** The person's rows checked by the review. */
const COUNTED = ['bank_account', 'passport', 'emergency_contact'] as const

/** How many rows the person has in a person-owned resource: the list's total (one row asked for). */
function useCount(resource: (typeof COUNTED)[number], personId: number) {
  const { result, query } = useList({
    resource,
    filters: [{ field: 'person_id', operator: 'eq', value: personId }],
    pagination: { currentPage: 1, pageSize: 1 },
    errorNotification: false,
  })
  return query.isSuccess ? result.total : undefined
}

/**
 * The employee's own onboarding, once the terms are agreed: personal data (with passport and
 * emergency contacts), bank account, documents, then a review of what is still missing. Each step
 * is the person tab of the same name in its own view, so rules and messages are the tabs' own.
 */
export function OnboardingSteps({ personId }: { personId: number }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { search } = useLocation()
  const step = stepFromSearch(search)
  const index = ONBOARDING_STEPS.indexOf(step)
  const go = (s: OnboardingStep) => navigate(`/onboarding/personal?step=${s}`)
  const invalidate = useInvalidate()
  const invalidatePerson = useInvalidatePerson()
  const { data: person } = usePerson(personId)
  // The review reads fresh data: the steps' sections keep their own reads, and HR may have filled
  // something in meanwhile.
  useEffect(() => {
    if (step !== 'review') return
    void invalidatePerson(personId)
    for (const resource of COUNTED) void invalidate({ resource, invalidates: ['list'] })
  }, [step, personId])
  const bankAccounts = useCount('bank_account', personId)
  const passports = useCount('passport', personId)
  const emergencyContacts = useCount('emergency_contact', personId)
  const Tab = step === 'review' ? null : PERSON_TABS[step]

  return (
    <Card data-testid="onboarding-steps">
      <Steps
        current={index}
        onChange={(i) => go(ONBOARDING_STEPS[i])}
        items={ONBOARDING_STEPS.map((s) => ({ title: t(`shell.onboarding.steps.${s}`) }))}
        style={{ marginBottom: 24 }}
      />
      {Tab ? (
        <Suspense fallback={<Spin />}>
          <Tab key={step} personId={personId} self />
        </Suspense>
      ) : !person || bankAccounts === undefined || passports === undefined || emergencyContacts === undefined ? (
        <Spin />
      ) : (
        <Checklist items={onboardingChecklist({ person, bankAccounts, passports, emergencyContacts })} onFix={go} />
      )}
      <Space style={{ marginTop: 24 }}>
        {index > 0 && <Button onClick={() => go(ONBOARDING_STEPS[index - 1])}>{t('shell.privacy.previous')}</Button>}
        {index < ONBOARDING_STEPS.length - 1
          ? <Button type="primary" onClick={() => go(ONBOARDING_STEPS[index + 1])}>{t('shell.privacy.next')}</Button>
          : <Button type="primary" onClick={() => navigate('/my-info')}>{t('shell.onboarding.done')}</Button>}
      </Space>
    </Card>
  )
}

/** The review: each item done or still needed, with the way to the step that fills it in. */
function Checklist({ items, onFix }: { items: ChecklistItem[]; onFix: (step: OnboardingStep) => void }) {
  const { t } = useTranslation()
  const complete = items.every((i) => i.done)
  return (
    <List
      data-testid="onboarding-checklist"
      header={<Typography.Title level={4} style={{ margin: 0 }}>{t(complete ? 'shell.onboarding.checklist_complete' : 'shell.onboarding.checklist_title')}</Typography.Title>}
      dataSource={items}
      renderItem={(item) => (
        <List.Item
          data-testid={`checklist-${item.key}`}
          data-done={item.done}
          actions={item.done ? [] : [<Button key="fix" type="link" onClick={() => onFix(item.step)}>{t('shell.onboarding.fill_in')}</Button>]}
        >
          <Space>
            {item.done ? <CheckCircleTwoTone twoToneColor="#52c41a" /> : <ExclamationCircleTwoTone twoToneColor="#faad14" />}
            <span>{t(`shell.onboarding.checklist.${item.key}`)}</span>
            {!!item.missing?.length && (
              <Typography.Text type="secondary">
                {t('shell.onboarding.missing', { fields: item.missing.map((f) => t(`people.fields.${f}`)).join(', ') })}
              </Typography.Text>
            )}
          </Space>
        </List.Item>
      )}
    />
  )
}
