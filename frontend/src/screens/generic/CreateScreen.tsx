import { Create } from '@refinedev/antd'
import { useTranslation } from 'react-i18next'
import { getResource } from '@hr/shared'
import type { ScreenProps } from '../types'
import { ResourceForm } from './ResourceForm'
import { defaultValues } from './form-values'
import { useResourceForm } from './useResourceForm'

export default function CreateScreen({ resource }: ScreenProps) {
  const { t } = useTranslation()
  const def = getResource(resource)
  const { form, formProps, saveButtonProps } = useResourceForm(resource, 'create')

  return (
    <Create title={t(`${resource}.titles.create`)} saveButtonProps={saveButtonProps}>
      <ResourceForm
        def={def}
        mode="create"
        form={form}
        formProps={{ ...formProps, initialValues: defaultValues(def) }}
      />
    </Create>
  )
}
