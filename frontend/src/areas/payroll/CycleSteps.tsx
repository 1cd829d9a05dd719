import { Steps, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import type { Paycycle } from './model'
import { currentStepIndex, cycleSteps } from './cycle-steps'
import { fmtDate } from '../../components/formats'

/** The four steps of a paycycle (1.1, 2.x at the current approval level, 3.1, 4.1) with their due dates. */
export function CycleSteps({ cycle }: { cycle: Paycycle }) {
  const { t } = useTranslation()
  return (
    <Steps
      data-testid="cycle-steps"
      current={currentStepIndex(cycle.stage)}
      items={cycleSteps(cycle).map((step) => ({
        status: step.status,
        title: <span data-testid={`step-${step.key}`}>{`${step.code} ${t(`payroll_ui.steps.${step.key}`)}`}</span>,
        description: (
          <>
            {step.key === 'change_data' && cycle.stage === 'calculation' && <div><Typography.Text type="secondary">{t('enums.stage.calculation')}</Typography.Text></div>}
            {step.dues.map((due) => (
              <div key={due.field}>
                <Typography.Text type="secondary">{t(`paycycle.fields.${due.field}`)}: </Typography.Text>
                {fmtDate(due.date)}
              </div>
            ))}
          </>
        ),
      }))}
    />
  )
}
