import { ArrowLeftOutlined, ArrowRightOutlined } from '@ant-design/icons'
import type { BaseRecord } from '@refinedev/core'
import { useTranslation } from 'react-i18next'
import { PAYCYCLE_STAGES, type MoveDeclaration } from '@hr/shared'
import { WorkflowActions } from '../../components/workflow/WorkflowActions'
import { useInvalidateReads } from '../../providers/api-hooks'
import type { Paycycle } from './model'

const indexOf = (stage: string | null) => PAYCYCLE_STAGES.indexOf(stage as (typeof PAYCYCLE_STAGES)[number])

/**
 * The stage moves the paycycle workflow allows from the cycle's stage (<WorkflowActions>), each
 * asking for optional notes: the next step first, then the earlier ones, nearest first.
 */
export function StageMoves({ cycle, disabled }: { cycle: Paycycle; disabled?: boolean }) {
  const { t } = useTranslation()
  const reload = useInvalidateReads()
  const forward = (move: MoveDeclaration) => indexOf(move.to) > indexOf(cycle.stage)
  return (
    <WorkflowActions
      resource="paycycle" row={cycle as BaseRecord} disabled={disabled}
      containerTestId="stage-moves" notesTestId="stage-move-notes" testId={(move) => `move-${move.to}`} okTestId={() => 'stage-move-ok'}
      order={(a, b) => (forward(a) === forward(b) ? indexOf(b.to) - indexOf(a.to) : forward(a) ? -1 : 1)}
      texts={(move) => ({
        label: t(forward(move) ? 'payroll_ui.cycle.move_to' : 'payroll_ui.cycle.back_to', { stage: t(`enums.stage.${move.to}`) }),
        icon: forward(move) ? <ArrowRightOutlined className="flip-rtl" /> : <ArrowLeftOutlined className="flip-rtl" />,
        title: t('payroll_ui.cycle.move_title', { stage: t(`enums.stage.${move.to}`) }),
        ok: t('payroll_ui.confirm'),
        confirm: '',
        done: t('payroll_ui.cycle.moved', { stage: t(`enums.stage.${move.to}`) }),
      })}
      // The cycle is read again with its resource; its history and the reports showing its stage too.
      onSettled={reload}
    />
  )
}
