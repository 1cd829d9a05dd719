import { useEffect } from 'react'
import { FormModal } from '../../components/records/FormModal'
import { Col, Form, Input, Row, Select } from 'antd'
import { useForm } from '@refinedev/antd'
import type { HttpError } from '@refinedev/core'
import { useTranslation } from 'react-i18next'
import { API_DATE_FORMAT } from '@hr/shared'
import dayjs from 'dayjs'
import { applyFieldErrors, errorMessage } from '../../components/records/form-errors'
import { useToast } from '../../components/records/useToast'
import { useCatalogueChecks } from '../../screens/generic/catalogue-checks'
import { useInvalidateReads } from '../../providers/api-hooks'
import type { Expense } from './types'
import { asksRoute, CLAIM_FIELDS, claimPayload } from './expense-logic'
import { ClaimFields, ReceiptFields, RouteFields } from './ExpenseFields'
import { useAllowanceItems } from './useAllowanceItems'

interface Props {
  personId: number
  /** a submitted claim to change, or null for a new one */
  claim: Expense | null
  open: boolean
  onClose: () => void
}

/**
 * Claim an expense (or change a submitted claim): the item (the company's active expense items),
 * amount and currency, date, payment type, tax, the paying entity, the route for travel and
 * transport, the receipt and notes. Field errors from the API land under their inputs.
 */
export function ExpenseModal({ personId, claim, open, onClose }: Props) {
  const { t } = useTranslation()
  const message = useToast()
  // The claims' totals and limits are the API's own reads: refreshed with the claims.
  const refresh = useInvalidateReads()
  // Refine's form over the one data provider (create, or the claim's update). The claim is the table's
  // row, so nothing is read first; the API's field errors land under the fields this form has.
  const { form, formProps, onFinish, formLoading } = useForm<Expense, HttpError, Record<string, unknown>>({
    resource: 'expense', action: claim ? 'edit' : 'create', id: claim?.id, redirect: false, warnWhenUnsavedChanges: false,
    queryOptions: { enabled: false }, successNotification: false, errorNotification: false, disableServerSideValidation: true,
    onMutationSuccess: async () => {
      message.success(t(claim ? 'common.saved' : 'expenses_ui.claimed'))
      await refresh()
      onClose()
    },
    onMutationError: (error) => {
      if (!applyFieldErrors(form, error, [...CLAIM_FIELDS])) message.error(errorMessage(error, t('messages.error_occurred_contact_admin')))
    },
  })
  const items = useAllowanceItems()
  const itemId = Form.useWatch('allowance_item_id', form) as number | undefined
  const withRoute = asksRoute(itemId ? items.byId.get(itemId)?.pay_item_key : null)

  useEffect(() => {
    if (!open) return
    form.resetFields()
    const values = claim ?? { payment_type: 'cash', tax_included: false, transaction_date: dayjs().format(API_DATE_FORMAT), receipt: [], files: [] }
    form.setFieldsValue(values as Parameters<typeof form.setFieldsValue>[0])
  }, [open, claim, form])

  // Picking an item fills its currency when none is chosen yet.
  const picked = (id: number) => {
    const currency = items.byId.get(id)?.currency
    if (currency && !form.getFieldValue('currency')) form.setFieldValue('currency', currency)
  }

  const save = (values: Record<string, unknown>) => {
    const body = claimPayload(values, withRoute, !claim)
    return onFinish(claim ? body : { ...body, person_id: personId }).catch(() => undefined)
  }

  const label = (name: string) => t(`expenses_ui.fields.${name}`)
  const checks = useCatalogueChecks('expense')
  return (
    <FormModal
      open={open} title={t(claim ? 'expenses_ui.edit_claim' : 'expenses_ui.claim')} okText={t(claim ? 'common.save' : 'expenses_ui.submit_claim')} okTestId="expense-claim-ok"
      saving={formLoading} width={760} form={form} onClose={onClose}
    >
      <Form {...formProps} name="expense-claim" layout="vertical" onFinish={save}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="allowance_item_id" label={label('allowance_item_id')} {...checks('allowance_item_id')}>
              <Select showSearch optionFilterProp="label" loading={items.loading} options={items.options} onChange={picked} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="amount" label={label('amount')} {...checks('amount')}><Input inputMode="decimal" autoComplete="off" /></Form.Item>
          </Col>
          <ClaimFields />
          <Col xs={24} md={12}><Form.Item name="taxable_amount" label={label('taxable_amount')}><Input inputMode="decimal" autoComplete="off" /></Form.Item></Col>
          <Col xs={24} md={12}><Form.Item name="invoice_number" label={label('invoice_number')}><Input maxLength={100} /></Form.Item></Col>
          <Col xs={24} md={12}><Form.Item name="tax_amount" label={label('tax_amount')}><Input inputMode="decimal" autoComplete="off" /></Form.Item></Col>
          <Col xs={24} md={12}><Form.Item name="tax_rate" label={label('tax_rate')}><Input inputMode="decimal" autoComplete="off" /></Form.Item></Col>
          {withRoute && <RouteFields />}
          <ReceiptFields testPrefix="expense" />
        </Row>
      </Form>
    </FormModal>
  )
}
