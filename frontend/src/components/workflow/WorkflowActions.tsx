import { cloneElement, useState, type ReactElement, type ReactNode } from 'react'
import { useCustomMutation, useInvalidate, type BaseRecord, type HttpError } from '@refinedev/core'
import { Button, Form, Input, Modal, Popconfirm, Space, Typography, type ButtonProps } from 'antd'
import { useTranslation } from 'react-i18next'
import { getResource, workflowOf, type MoveDeclaration } from '@hr/shared'
import { useProfile } from '../../hooks/useProfile'
import { API_URL } from '../../providers/http'
import { useApiErrorNotification } from '../../screens/generic/notifications'
import { fieldInput, valueAdapters } from '../../screens/generic/FieldInput'
import { applyFieldErrors } from '../records/form-errors'
import { confirmOnly, moveBody, movesFor, needsDialog } from './moves'

/**
 * A move's wording; an area passes its own, else `<resource>.moves.<action>` names it. `confirm: ''`
 * asks nothing beyond the dialog's title; `title` and `ok` word the dialog where they differ from the label.
 */
export interface MoveTexts { label: string; confirm?: string; done?: string; title?: string; ok?: string; icon?: ReactNode }

export interface WorkflowActionsProps {
  resource: string
  row: BaseRecord
  /** the row's person's reporting manager, where the screen knows it (the 'reports' rule) */
  reportingManagerId?: number | null
  texts?: (move: MoveDeclaration) => Partial<MoveTexts>
  /** the button's test id (default `<resource>-<action>-<id>`) and the dialog OK's (default `<button id>-ok`) */
  testId?: (move: MoveDeclaration) => string
  okTestId?: (move: MoveDeclaration) => string
  /** the buttons' row and the notes box (defaults `<resource>-workflow-actions`, `<resource>-move-notes`) */
  containerTestId?: string
  notesTestId?: string
  /** the notes box's hint where the area words it (default workflow.notes) */
  notesPlaceholder?: string
  /**
   * what the dialog shows beside the question (a claim's limits beside its decision); it sits in the
   * move's form, so a named Form.Item there (a report's share picker) is sent in the body with the input
   */
  dialogExtra?: (move: MoveDeclaration) => ReactNode
  /** the answer's own message, where the area's answers word the outcome (a payroll approval: the payslips it issues) */
  answerMessage?: (answer: any) => string | undefined
  /** the answer, for what the screen follows next (the payslip run an approval started) */
  onAnswer?: (answer: any, move: MoveDeclaration) => void
  /** a declared input's control where the screen offers a picker rather than a text box, by field name */
  inputs?: Record<string, ReactNode>
  /** the dialog's starting values (a report's current paycycle or shares) */
  initialInput?: (move: MoveDeclaration) => Record<string, unknown>
  /** of the moves the declaration allows, those the row's own state still offers (a guard column the effects check) */
  only?: (move: MoveDeclaration) => boolean
  size?: 'small' | 'middle'
  /** every move asks in the dialog first (the screen shows what is being decided there) */
  alwaysDialog?: boolean
  disabled?: boolean
  /** the buttons' order where the declaration's is not the screen's (a paycycle's next step first) */
  order?: (a: MoveDeclaration, b: MoveDeclaration) => number
  /** after a move, or after a refusal (the row may have moved meanwhile): refresh what the screen shows */
  onSettled?: () => unknown
  /** buttons the screen draws beside the moves (edit, delete) */
  children?: ReactNode
}

/**
 * Exactly the moves the workflow allows this user on this row (issue 45), each a button; a move that
 * asks for confirmation, notes or input opens a dialog first. The move goes through Refine's data
 * path (POST /api/<path>/:id/<endpoint>), the API's refusal is shown as it words it.
 */
export function WorkflowActions({ resource, row, reportingManagerId, texts, testId, okTestId, containerTestId, notesTestId, notesPlaceholder, dialogExtra, answerMessage, onAnswer, inputs, initialInput, only, size, alwaysDialog, disabled, order, onSettled, children }: WorkflowActionsProps) {
  const { t } = useTranslation()
  const profile = useProfile()
  const invalidate = useInvalidate()
  const errorNotification = useApiErrorNotification()
  const { mutateAsync, mutation } = useCustomMutation()
  const [open, setOpen] = useState<MoveDeclaration | null>(null)
  const [notes, setNotes] = useState('')
  const [form] = Form.useForm()
  const wf = workflowOf(resource)
  const moves = movesFor(resource, profile, row, reportingManagerId).filter((move) => only?.(move) ?? true)
  if (order) moves.sort(order)
  if (!wf || (!moves.length && !children)) return null

  const textsOf = (move: MoveDeclaration): MoveTexts => {
    const own = texts?.(move) ?? {}
    const label = own.label ?? t(`${resource}.moves.${move.action}`)
    return {
      ...own, label, confirm: own.confirm ?? t('workflow.confirm', { action: label }), done: own.done ?? t('workflow.done', { action: label }),
    }
  }
  const idOf = (move: MoveDeclaration) => testId?.(move) ?? `${resource}-${move.action}-${row.id}`
  const inputNames = (move: MoveDeclaration) => (move.input ?? []).map((field) => field.name)
  // The API's refusal of the move's own input (a notice date too early) belongs under that input, not in a toast.
  const underInputs = (move: MoveDeclaration, error?: HttpError) => {
    const fields = Object.keys(error?.errors ?? {})
    return fields.length > 0 && fields.every((name) => inputNames(move).includes(name))
  }

  const send = async (move: MoveDeclaration, input: Record<string, unknown> = {}) => {
    try {
      const answer = await mutateAsync({
        url: `${API_URL}/${getResource(resource).path}/${row.id}/${wf.endpoint}`,
        method: 'post',
        values: moveBody(resource, move, notes, input),
        successNotification: (data) => ({ type: 'success', message: answerMessage?.(data?.data) || textsOf(move).done! }),
        errorNotification: (error?: HttpError) => (underInputs(move, error) ? false : errorNotification(error)),
      })
      setOpen(null)
      onAnswer?.(answer.data, move)
    } catch (error) {
      // The refusal is shown under its inputs or as a toast; the dialog stays open with what was typed.
      if (underInputs(move, error as HttpError)) applyFieldErrors(form, error, inputNames(move))
    } finally {
      await invalidate({ resource, invalidates: ['list', 'detail'] })
      await onSettled?.()
    }
  }
  const start = (move: MoveDeclaration) => {
    if (!alwaysDialog && !needsDialog(move)) return void send(move)
    setNotes('')
    form.resetFields()
    setOpen(move)
  }

  return (
    <>
      <Space wrap size="small" data-testid={containerTestId ?? `${resource}-workflow-actions`}>
        {moves.map((move) => {
          const popconfirm = !alwaysDialog && confirmOnly(move)
          const button = (
            <Button key={move.action} size={size} type={move.danger ? 'default' : 'primary'} danger={move.danger} data-testid={idOf(move)}
              disabled={disabled} icon={textsOf(move).icon}
              loading={mutation.isPending && !open} onClick={popconfirm ? undefined : () => start(move)}>
              {textsOf(move).label}
            </Button>
          )
          // A move that only asks "are you sure" asks it beside its button.
          return popconfirm ? (
            <Popconfirm key={move.action} title={textsOf(move).confirm} onConfirm={() => send(move)}
              okButtonProps={{ danger: move.danger, 'data-testid': okTestId?.(move) ?? `${idOf(move)}-ok` } as unknown as ButtonProps}>
              {button}
            </Popconfirm>
          ) : button
        })}
        {children}
      </Space>
      <Modal
        open={!!open}
        title={open ? (textsOf(open).title ?? textsOf(open).label) : ''}
        onCancel={() => setOpen(null)}
        onOk={() => open && form.validateFields().then((values) => send(open, values)).catch(() => undefined)}
        okText={open ? (textsOf(open).ok ?? textsOf(open).label) : ''}
        okButtonProps={{
          danger: !!open?.danger, 'data-testid': open ? (okTestId?.(open) ?? `${idOf(open)}-ok`) : undefined,
          // Required notes are asked before the API is (it would refuse an empty one the same way).
          disabled: open?.notes === 'required' && !notes.trim(),
        } as unknown as ButtonProps}
        cancelText={t('common.cancel')}
        confirmLoading={mutation.isPending}
        destroyOnHidden
      >
        {open && textsOf(open).confirm && <Typography.Paragraph>{textsOf(open).confirm}</Typography.Paragraph>}
        <Form form={form} layout="vertical" initialValues={open ? initialInput?.(open) : undefined}>
          {open && dialogExtra?.(open)}
          {/* The declared input drawn as the catalogue draws the field (a date is the date picker), its own words for a missing value. */}
          {(open?.input ?? []).map((field) => (
            <Form.Item key={field.name} name={field.name} label={t(field.label ?? `${resource}.fields.${field.name}`)} {...valueAdapters(field)}
              rules={field.required ? [{ required: true, message: field.messages?.required ? t(field.messages.required) : t('validation.required', { field: t(field.label ?? `${resource}.fields.${field.name}`) }) }] : []}>
              {inputs?.[field.name] ?? cloneElement(fieldInput(t, field, profile) as ReactElement<{ 'data-testid'?: string }>, { 'data-testid': `${resource}-move-${field.name}` })}
            </Form.Item>
          ))}
        </Form>
        {open && open.notes !== 'none' && (
          <Input.TextArea rows={3} maxLength={2000} value={notes} onChange={(e) => setNotes(e.target.value)}
            placeholder={notesPlaceholder ?? t('workflow.notes')} aria-label={notesPlaceholder ?? t('workflow.notes')} data-testid={notesTestId ?? `${resource}-move-notes`} />
        )}
      </Modal>
    </>
  )
}
