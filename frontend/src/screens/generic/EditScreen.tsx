import { useParams } from 'react-router'
import { Edit } from '@refinedev/antd'
import { useTranslation } from 'react-i18next'
import { getResource } from '@hr/shared'
import type { ScreenProps } from '../types'
import { useRecordAccess } from '../../hooks/useRecordAccess'
import { ResourceForm } from './ResourceForm'
import { useResourceForm } from './useResourceForm'

export default function EditScreen({ resource }: ScreenProps) {
  const { t } = useTranslation()
  const { id } = useParams()
  const def = getResource(resource)
  const allowed = useRecordAccess(def)
  const { form, formProps, saveButtonProps, query } = useResourceForm(resource, 'edit', id)
  const record = query?.data?.data

  return (
    <Edit
      title={t(`${resource}.titles.edit`)}
      recordItemId={id}
      isLoading={query?.isLoading}
      saveButtonProps={saveButtonProps}
      canDelete={!!record && !record.deleted_at && allowed('delete', record)}
    >
      <ResourceForm def={def} mode="edit" form={form} formProps={formProps} record={record} />
    </Edit>
  )
}
