import { useState } from 'react'
import { Button, DatePicker, Form, Modal, Space, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import type { Dayjs } from 'dayjs'
import { API_DATE_FORMAT, CONTRACT_STOP_NOTICE_MIN_DAYS, dateFormat, earliestNoticeDate, todayUtc } from '@hr/shared'
import { apiPost } from '../../../providers/http-calls'
import { errorMessage } from '../../../components/records/form-errors'
import { useToast } from '../../../components/records/useToast'
import type { ContractRow } from './ContractFormModal'
import { actionTarget, contractActions, type ContractAction } from './contract-logic'
import { formatDay } from '../../../i18n/format'

interface Props {
  contract: ContractRow
  onChanged: (row: ContractRow) => void | Promise<void>
}

/**
 * The status changes this contract allows (the shared table the API enforces), each confirmed in a
 * dialog; stopping asks for the notice date, which the API checks (at least 7 days ahead).
 */
export function ContractActions({ contract, onChanged }: Props) {
  const { t } = useTranslation()
  const toast = useToast()
  const [form] = Form.useForm<{ notice_date: Dayjs | null }>()
  const [pending, setPending] = useState<ContractAction | null>(null)
  const [busy, setBusy] = useState(false)
  const actions = contractActions(contract.status)
  const earliest = earliestNoticeDate(todayUtc())

  const open = (action: ContractAction) => {
    form.resetFields()
    setPending(action)
  }

  const run = async () => {
    if (!pending) return
    const notice = form.getFieldValue('notice_date') as Dayjs | null | undefined
    setBusy(true)
    try {
      const row = await apiPost<ContractRow>(`/contractor-contract/${contract.id}/status`, {
        status: actionTarget(pending),
        ...(pending === 'stopped' ? { notice_date: notice ? notice.format(API_DATE_FORMAT) : null } : {}),
      })
      toast.success(t(`contractor_ui.done.${pending}`))
      setPending(null)
      await onChanged(row)
    } catch (error) {
      const errors = (error as { errors?: Record<string, string | string[]> }).errors
      const field = errors?.notice_date
      // The notice date's refusal belongs under the picker; anything else is a toast.
      if (pending === 'stopped' && field) form.setFields([{ name: 'notice_date', errors: Array.isArray(field) ? field : [field] }])
      else toast.error(errorMessage(error, t('messages.error_occurred_contact_admin')))
    } finally {
      setBusy(false)
    }
  }

  if (!actions.length) return <Typography.Text type="secondary">{t('contractor_ui.no_transitions')}</Typography.Text>
  return (
    <>
      <Space wrap>
        {actions.map((action) => (
          <Button
            key={action}
            type={action === 'signed' || action === 'restart' ? 'primary' : 'default'}
            danger={action === 'stopped' || action === 'expired'}
            onClick={() => open(action)}
            data-testid={`contract-action-${action}`}
          >
            {t(`contractor_ui.actions.${action}`)}
          </Button>
        ))}
      </Space>
      <Modal
        open={pending !== null}
        title={pending ? t(`contractor_ui.actions.${pending}`) : ''}
        onCancel={() => setPending(null)}
        onOk={run}
        okText={pending ? t(`contractor_ui.actions.${pending}`) : ''}
        cancelText={t('common.cancel')}
        confirmLoading={busy}
        okButtonProps={{ danger: pending === 'stopped' || pending === 'expired', ...({ 'data-testid': 'contract-action-confirm' } as Record<string, string>) }}
        forceRender
      >
        <Typography.Paragraph data-testid="contract-action-question">
          {pending && t(`contractor_ui.confirm.${pending}`, { title: contract.title, days: CONTRACT_STOP_NOTICE_MIN_DAYS })}
        </Typography.Paragraph>
        <Form form={form} layout="vertical" style={{ display: pending === 'stopped' ? undefined : 'none' }}>
          <Form.Item
            name="notice_date"
            label={t('contractor_contract.fields.notice_date')}
            required
            extra={t('contractor_ui.earliest_notice', { date: formatDay(earliest) })}
          >
            <DatePicker format={dateFormat()} style={{ width: '100%' }} data-testid="contract-notice-date" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  )
}
