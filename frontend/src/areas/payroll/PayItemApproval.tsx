import { useState } from 'react'
import { Button, Space, Tag } from 'antd'
import { useInvalidate } from '@refinedev/core'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '../../components/records/form-errors'
import { useToast } from '../../components/records/useToast'
import { useApiCall } from '../../providers/api-hooks'
import type { PayItemDecision } from './model'

const COLOURS: Record<string, string> = { approved: 'green', pending: 'gold', rejected: 'red' }

/**
 * A person's pay item's approval status as a tag; while a data manager's change is pending, a
 * payroll user also gets Approve / Reject (POST /api/person-pay-item/:id/approval), the API's
 * message shown and the list refreshed.
 */
export function PayItemApproval({ id, status, mayDecide }: { id: number; status: unknown; mayDecide: boolean }) {
  const { t } = useTranslation()
  const message = useToast()
  const invalidate = useInvalidate()
  const api = useApiCall()
  const [busy, setBusy] = useState<PayItemDecision | null>(null)
  const value = String(status ?? 'approved')

  const decide = async (decision: PayItemDecision) => {
    setBusy(decision)
    try {
      const result = await api.post<{ message?: string }>(`/person-pay-item/${id}/approval`, { status: decision })
      message.success(result.message || t('common.saved'))
      // The person's pay items: Refine's lists of the resource, and the person-records section's own reads (named by their key until it reads through Refine too).
      await Promise.all([
        invalidate({ resource: 'person_pay_item', invalidates: ['list'] }),
        invalidate({ invalidates: ['all'], invalidationFilters: { queryKey: ['person-records', 'person_pay_item'], type: 'all', refetchType: 'active' } }),
      ])
    } catch (error) {
      message.error(errorMessage(error, t('messages.error_occurred_contact_admin')))
    } finally {
      setBusy(null)
    }
  }

  const tag = <Tag color={COLOURS[value]} data-testid={`pay-item-status-${id}`}>{t(`enums.approval_status.${value}`, { defaultValue: value })}</Tag>
  if (value !== 'pending' || !mayDecide) return tag
  return (
    <Space size={4} wrap>
      {tag}
      <Button size="small" type="primary" loading={busy === 'approved'} disabled={!!busy} onClick={() => decide('approved')} data-testid={`pay-item-approve-${id}`}>
        {t('payroll_ui.actions.approve')}
      </Button>
      <Button size="small" danger loading={busy === 'rejected'} disabled={!!busy} onClick={() => decide('rejected')} data-testid={`pay-item-reject-${id}`}>
        {t('payroll_ui.actions.reject')}
      </Button>
    </Space>
  )
}
