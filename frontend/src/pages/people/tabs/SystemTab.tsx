import { useEffect, useState } from 'react'
import { Button, Card, Checkbox, Descriptions, Form, Input, Space, Spin, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { ACCESS_PRIVILEGES, getResource, hasAccessAdmin } from '@hr/shared'
import { ResourceForm } from '../../../screens/generic/ResourceForm'
import { useProfile } from '../../../hooks/useProfile'
import { useApiCall, useApiGet } from '../../../providers/api-hooks'
import { applyFieldErrors, errorMessage } from '../../../components/records/form-errors'
import { useInvalidatePerson, usePerson } from '../../../components/records/usePerson'
import { useToast } from '../../../components/records/useToast'
import { ROLE_FLAGS, accountChanges, type AccountInfo } from './system-logic'
import type { PersonTabProps } from './tab-props'
import { CreateAccountForm } from './CreateAccountForm'

/** How the person is engaged: the role-shaping fields of the Person (domain §3). */
const ROLE_FIELDS = ['type', 'status', 'profile_type', 'service_type', 'engagement_type', 'is_expat', 'is_local']

/** System info (admin only, shell §2.1): the account e-mail, role flags and access privileges. */
export default function SystemTab({ personId }: PersonTabProps) {
  const { t } = useTranslation()
  const toast = useToast()
  const profile = useProfile()
  const api = useApiCall()
  const invalidatePerson = useInvalidatePerson()
  const { data: person } = usePerson(personId)
  const userId = person?.user_id ?? null
  // A refetch on focus would reopen the form and drop unsaved ticks.
  const account = useApiGet<AccountInfo>('/user', { query: { user_id: userId }, enabled: !!userId, refetchOnWindowFocus: false })
  const [accountForm] = Form.useForm()
  const [roleForm] = Form.useForm()
  const [version, setVersion] = useState(0)
  const [saving, setSaving] = useState<'account' | 'role' | 'invite' | 'onboarding' | null>(null)
  const people = getResource('people')
  const roleDef = { ...people, fields: people.fields.filter((f) => ROLE_FIELDS.includes(f.name)) }

  useEffect(() => {
    if (person) roleForm.setFieldsValue(person)
  }, [person, roleForm])
  if (!profile || !hasAccessAdmin(profile)) return <Typography.Text type="secondary">{t('messages.forbidden')}</Typography.Text>
  if (!person) return <Spin />

  const saveAccount = async (values: { email?: string; flags?: string[]; privileges?: string[] }) => {
    const changes = accountChanges(account.data!, values)
    if (!Object.keys(changes).length) return
    setSaving('account')
    try {
      const res = await api.post<{ message?: string }>(`/user/${userId}`, { update_data: changes })
      toast.success(res.message ?? t('common.saved'))
      await account.refetch()
      setVersion((v) => v + 1)
      await invalidatePerson(personId)
    } catch (error) {
      if (!applyFieldErrors(accountForm, error, ['email'])) toast.error(errorMessage(error, t('messages.error_occurred_contact_admin')))
    } finally {
      setSaving(null)
    }
  }

  /** Invitation (create a password) for the account, or the onboarding link to the reporting manager. */
  const send = async (kind: 'invite' | 'onboarding') => {
    setSaving(kind)
    try {
      const res = kind === 'invite'
        ? await api.post<{ message?: string }>('/people/send-invite', { user_id: userId })
        : await api.post<{ message?: string }>('/people/send-onboarding-link', { person_id: personId })
      toast.success(res.message ?? t('common.success'))
    } catch (error) {
      toast.error(errorMessage(error, t('messages.error_occurred_contact_admin')))
    } finally {
      setSaving(null)
    }
  }

  const saveRole = async (payload: Record<string, unknown>) => {
    setSaving('role')
    try {
      await api.post(`/people/${personId}`, { update_data: payload })
      toast.success(t('common.saved'))
      await invalidatePerson(personId)
    } catch (error) {
      if (!applyFieldErrors(roleForm, error, ROLE_FIELDS)) toast.error(errorMessage(error, t('messages.error_occurred_contact_admin')))
    } finally {
      setSaving(null)
    }
  }

  return (
    <>
      <Card
        title={t('people_ui.system.account')}
        style={{ marginBottom: 16 }}
        extra={
          <Space>
            {userId && <Button loading={saving === 'invite'} onClick={() => send('invite')}>{t('people_ui.system.send_invite')}</Button>}
            <Button loading={saving === 'onboarding'} onClick={() => send('onboarding')}>{t('people_ui.system.send_onboarding_link')}</Button>
            {userId && account.data && (
              <Button type="primary" loading={saving === 'account'} onClick={() => accountForm.submit()}>{t('common.save')}</Button>
            )}
          </Space>
        }
      >
        {!userId ? (
          <CreateAccountForm personId={personId} workEmail={person.work_email ?? null} />
        ) : account.isLoading ? (
          <Spin />
        ) : account.data ? (
          <Form
            // Reopened after each save, with the account as the API then returns it.
            key={`${account.data.email}:${version}`}
            form={accountForm}
            name="account"
            layout="vertical"
            onFinish={saveAccount}
            initialValues={{
              email: account.data.email,
              flags: ROLE_FLAGS.filter((f) => account.data![f]),
              privileges: ACCESS_PRIVILEGES.filter((p) => account.data!.access?.[p]),
            }}
          >
            <Form.Item name="email" label={t('auth.email')} required>
              <Input autoComplete="off" maxLength={255} style={{ maxWidth: 420 }} />
            </Form.Item>
            {account.data.is_manager !== undefined && (
              <Form.Item name="flags" label={t('people_ui.system.role_flags')}>
                <Checkbox.Group options={ROLE_FLAGS.map((f) => ({ value: f, label: t(`people_ui.system.flags.${f}`) }))} />
              </Form.Item>
            )}
            {account.data.access && (
              <Form.Item name="privileges" label={t('people_ui.system.privileges')}>
                <Checkbox.Group options={ACCESS_PRIVILEGES.map((p) => ({ value: p, label: t(`people_ui.system.privilege.${p}`) }))} />
              </Form.Item>
            )}
          </Form>
        ) : (
          <Descriptions items={[{ key: 'e', label: t('auth.email'), children: person.work_email ?? t('common.empty_value') }]} />
        )}
      </Card>
      <Card
        title={t('people_ui.system.role')}
        extra={<Button type="primary" loading={saving === 'role'} onClick={() => roleForm.submit()}>{t('common.save')}</Button>}
      >
        <ResourceForm def={roleDef} mode="edit" form={roleForm} formProps={{ form: roleForm, name: 'role', onFinish: saveRole as any }} record={person} />
      </Card>
    </>
  )
}
