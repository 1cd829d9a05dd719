import { Button, Form } from 'antd'
// The password input alone: antd's Input entry also attaches TextArea, Search and the OTP input.
import Password from 'antd/es/input/Password'
import { useTranslation } from 'react-i18next'
import { passwordProblems } from '@hr/shared'

export interface PasswordValues { password: string; password_confirmation: string }

/**
 * New password + retype, checked with the same shared rule the API enforces (domain §5), so the
 * person sees what is missing before submitting; the API's answer still decides.
 */
export function PasswordForm({ onSubmit, pending, submitLabel }: { onSubmit: (v: PasswordValues) => void; pending: boolean; submitLabel: string }) {
  const { t } = useTranslation()
  return (
    <Form<PasswordValues> layout="vertical" requiredMark={false} onFinish={onSubmit}>
      <Form.Item
        name="password"
        label={t('auth.new_password')}
        rules={[{
          validator: (_, value: string | undefined) => {
            const problem = passwordProblems(value ?? '')[0]
            return problem ? Promise.reject(new Error(t(`validation.${problem}`))) : Promise.resolve()
          },
        }]}
      >
        <Password size="large" autoComplete="new-password" autoFocus />
      </Form.Item>
      <Form.Item
        name="password_confirmation"
        label={t('auth.retype_password')}
        dependencies={['password']}
        rules={[({ getFieldValue }) => ({
          validator: (_, value: string | undefined) =>
            value && value === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(t('validation.confirmed'))),
        })]}
      >
        <Password size="large" autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={pending}>{submitLabel}</Button>
    </Form>
  )
}
