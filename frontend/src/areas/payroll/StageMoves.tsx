import { useState } from 'react'
import { Button, Input, Modal, Space } from 'antd'
import { ArrowLeftOutlined, ArrowRightOutlined } from '@ant-design/icons'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '../../components/records/form-errors'
import { useToast } from '../../components/records/useToast'
import { moveStage, PAYROLL_KEY, type Paycycle } from './api'
import { stageMoveOptions } from './cycle-steps'
import type { PaycycleStage } from '@hr/shared'

/** The stage moves the shared machine allows from the cycle's stage, each asking for optional notes. */
export function StageMoves({ cycle, disabled }: { cycle: Paycycle; disabled?: boolean }) {
  const { t } = useTranslation()
  const message = useToast()
  const queryClient = useQueryClient()
  const [target, setTarget] = useState<PaycycleStage | null>(null)
  const [notes, setNotes] = useState('')
  const [busy, setBusy] = useState(false)
  const options = stageMoveOptions(cycle.stage)
  if (!options.length) return null

  const submit = async () => {
    if (!target) return
    setBusy(true)
    try {
      await moveStage(cycle.id, target, notes.trim() || undefined)
      message.success(t('payroll_ui.cycle.moved', { stage: t(`enums.stage.${target}`) }))
      setTarget(null)
      await queryClient.invalidateQueries({ queryKey: [PAYROLL_KEY] })
    } catch (error) {
      message.error(errorMessage(error, t('messages.error_occurred_contact_admin')))
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <Space wrap data-testid="stage-moves">
        {options.map(({ to, direction }) => (
          <Button
            key={to} disabled={disabled} type={direction === 'forward' ? 'primary' : 'default'} data-testid={`move-${to}`}
            icon={direction === 'forward' ? <ArrowRightOutlined className="flip-rtl" /> : <ArrowLeftOutlined className="flip-rtl" />}
            onClick={() => { setNotes(''); setTarget(to) }}
          >
            {t(direction === 'forward' ? 'payroll_ui.cycle.move_to' : 'payroll_ui.cycle.back_to', { stage: t(`enums.stage.${to}`) })}
          </Button>
        ))}
      </Space>
      <Modal
        open={!!target}
        title={target ? t('payroll_ui.cycle.move_title', { stage: t(`enums.stage.${target}`) }) : ''}
        onCancel={() => setTarget(null)}
        onOk={submit}
        okText={t('payroll_ui.confirm')}
        cancelText={t('common.cancel')}
        confirmLoading={busy}
        okButtonProps={{ 'data-testid': 'stage-move-ok' }}
      >
        <Input.TextArea rows={3} maxLength={2000} value={notes} onChange={(e) => setNotes(e.target.value)} placeholder={t('payroll_ui.notes_placeholder')} data-testid="stage-move-notes" />
      </Modal>
    </>
  )
}
