import { Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import type { Paycycle } from './model'
import { STAGE_COLOURS, stageTagCode } from './cycle-steps'

/** A paycycle's stage as a tag with its cycle code (1.1, 2.2, 3.1, 4.1) where the stage has one. */
export function StageTag({ cycle }: { cycle: Pick<Paycycle, 'id' | 'stage' | 'approval_level'> }) {
  const { t } = useTranslation()
  const code = stageTagCode(cycle)
  return (
    <Tag color={STAGE_COLOURS[cycle.stage]} data-testid={`stage-${cycle.id}`}>
      {code ? `${code} · ` : ''}{t(`enums.stage.${cycle.stage}`)}
    </Tag>
  )
}
