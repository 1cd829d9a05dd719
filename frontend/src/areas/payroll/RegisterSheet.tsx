import { useEffect, useMemo, useState } from 'react'
import { Alert, Button, Input, Space, Typography } from 'antd'
import { Controller, useFieldArray } from 'react-hook-form'
import { useForm } from '@refinedev/react-hook-form'
import { useCustomMutation, type HttpError } from '@refinedev/core'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '../../components/records/form-errors'
import { useToast } from '../../components/records/useToast'
import { API_URL } from '../../providers/http'
import { useInvalidateReads } from '../../providers/api-hooks'
import { QUIET, type PayRegister, type RegisterBody } from './model'
import { cellErrors, cellId, changedBody, invalidCells, registerForm, type RegisterColumn, type RegisterForm } from './register-model'
import { RegisterGrid } from './RegisterGrid'

/**
 * The editable pay register: every amount an input (react-hook-form's field array over the rows),
 * saved as one PUT of the changed cells (a new register version). A 422 puts each message under its
 * cell; a locked or no longer editable report (409) says so.
 */
export function RegisterSheet({ reportId, register, columns }: { reportId: number; register: PayRegister; columns: RegisterColumn[] }) {
  const { t } = useTranslation()
  const message = useToast()
  const { mutateAsync: put } = useCustomMutation<{ version?: number; message?: string }, HttpError, RegisterBody>()
  const reload = useInvalidateReads()
  const original = useMemo(() => registerForm(register.rows, columns), [register, columns])
  const { control, reset, handleSubmit, formState } = useForm<RegisterForm, HttpError, RegisterForm>({
    refineCoreProps: { resource: 'payroll_report', action: 'create', redirect: false, queryOptions: { enabled: false } },
    defaultValues: original,
  })
  const { fields } = useFieldArray({ control, name: 'rows', keyName: 'key' })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [general, setGeneral] = useState<string[]>([])
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    reset(original)
    setErrors({})
    setGeneral([])
  }, [original, reset])

  const save = async (values: RegisterForm) => {
    const body = changedBody(original, values, columns)
    setGeneral([])
    if (!body.rows.length) {
      setErrors({})
      message.success(t('payroll_ui.register.no_changes'))
      return
    }
    const bad = invalidCells(body)
    if (bad.length) {
      setErrors(Object.fromEntries(bad.map((id) => [id, t('payroll_ui.register.invalid_amount')])))
      return
    }
    setSaving(true)
    try {
      // PUT /api/payroll-report/:id/register: the next register version.
      const { data: result } = await put({ url: `${API_URL}/payroll-report/${reportId}/register`, method: 'put', values: body, ...QUIET })
      setErrors({})
      message.success(result.message || t('payroll_ui.register.saved', { version: result.version ?? '' }))
      // The register, the report's version and the reports built on it.
      await reload()
    } catch (error) {
      const http = error as HttpError
      const mapped = http?.statusCode === 422 ? cellErrors(body, http.errors as never) : { cells: {}, other: [] }
      setErrors(mapped.cells)
      setGeneral(mapped.other)
      message.error(errorMessage(error, t('messages.error_occurred_contact_admin')))
    } finally {
      setSaving(false)
    }
  }

  const cell = (rowIndex: number, colIndex: number) => {
    const row = register.rows[rowIndex]
    const column = columns[colIndex]
    if (fields[rowIndex]?.person_id !== row.person_id) return null
    const problem = errors[cellId(row.person_id, column.key)]
    return (
      <>
        {/* Controlled: antd's Input hands its ref an InputRef, not the <input>, so register() could never write the amounts into it. */}
        <Controller
          control={control} name={`rows.${rowIndex}.amounts.${colIndex}` as const}
          render={({ field }) => (
            <Input
              {...field} value={field.value ?? ''}
              size="small" inputMode="decimal" style={{ textAlign: 'right', minWidth: 100 }} disabled={!column.editable}
              status={problem ? 'error' : undefined} aria-invalid={!!problem} data-testid={`cell-${row.person_id}-${column.key}`}
              aria-label={`${row.person_name} ${column.name}`}
            />
          )}
        />
        {problem && <div><Typography.Text type="danger" style={{ fontSize: 12 }} data-testid={`cell-error-${row.person_id}-${column.key}`}>{problem}</Typography.Text></div>}
      </>
    )
  }

  return (
    <form onSubmit={handleSubmit(save)} data-testid="register-form">
      <RegisterGrid register={register} columns={columns} cell={cell} />
      {general.map((text) => <Alert key={text} type="error" showIcon style={{ marginTop: 8 }} message={text} />)}
      <Space style={{ marginTop: 12 }}>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="register-save">{t('payroll_ui.register.save')}</Button>
        <Button disabled={!formState.isDirty || saving} onClick={() => { reset(original); setErrors({}) }}>{t('payroll_ui.register.discard')}</Button>
      </Space>
    </form>
  )
}
