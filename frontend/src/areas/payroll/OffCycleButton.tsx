import { useState } from 'react'
import { Button, Form, Modal } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import { useCreate } from '@refinedev/core'
import { useTranslation } from 'react-i18next'
import { getResource } from '@hr/shared'
import { ResourceForm } from '../../screens/generic/ResourceForm'
import { applyFieldErrors, errorMessage } from '../../components/records/form-errors'
import { useToast } from '../../components/records/useToast'
import { QUIET, type Paycycle, type Payroll } from './model'

/** What an off-cycle run asks for; the payroll is the one chosen and the kind is fixed. */
const FIELDS = ['name', 'period_start', 'period_end', 'pay_day', 'notes']
type OffCycleValues = Pick<Paycycle, 'name' | 'period_start' | 'period_end'> & Partial<Pick<Paycycle, 'pay_day' | 'notes'>>
const base = getResource('paycycle')
const def = { ...base, fields: base.fields.filter((f) => FIELDS.includes(f.name)) }

/**
 * "Add off-pay-cycle run" on /payroll: a paycycle of kind off_cycle in the chosen payroll
 * (POST /api/paycycle), with the catalogue's inputs, labels and period rule. It then shows in the
 * cycle list, linking to /payroll/off-pay-cycle/:id.
 */
export function OffCycleButton({ payroll, onCreated }: { payroll: Pick<Payroll, 'id'>; onCreated?: (cycle: Paycycle) => void }) {
  const { t } = useTranslation()
  const message = useToast()
  const { mutateAsync: create } = useCreate<Paycycle>()
  const [form] = Form.useForm()
  const [open, setOpen] = useState(false)
  const [saving, setSaving] = useState(false)

  const save = async (payload: OffCycleValues) => {
    setSaving(true)
    try {
      // Creating a paycycle refreshes Refine's paycycle lists (the cycle list here).
      const { data: cycle } = await create({ resource: 'paycycle', values: { ...payload, payroll_id: payroll.id, kind: 'off_cycle' }, ...QUIET })
      message.success(t('common.created'))
      setOpen(false)
      onCreated?.(cycle)
    } catch (error) {
      if (!applyFieldErrors(form, error, FIELDS)) message.error(errorMessage(error, t('messages.error_occurred_contact_admin')))
    } finally {
      setSaving(false)
    }
  }

  return (
    <>
      <Button icon={<PlusOutlined />} onClick={() => { form.resetFields(); setOpen(true) }} data-testid="add-off-cycle">{t('payroll_ui.off_cycle.add')}</Button>
      <Modal
        open={open}
        title={t('payroll_ui.off_cycle.add')}
        onCancel={() => setOpen(false)}
        onOk={() => form.submit()}
        okText={t('common.create')}
        cancelText={t('common.cancel')}
        confirmLoading={saving}
        okButtonProps={{ 'data-testid': 'off-cycle-ok' }}
        width={720}
        forceRender
      >
        <ResourceForm def={def} mode="create" form={form} formProps={{ form, name: 'off_cycle', onFinish: save }} />
      </Modal>
    </>
  )
}
