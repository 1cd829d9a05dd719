import { useState } from 'react'
import { Button, Popconfirm } from 'antd'
import { useDelete } from '@refinedev/core'
import { DeleteOutlined, EditOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '../../components/records/form-errors'
import { useToast } from '../../components/records/useToast'
import { useProfile } from '../../hooks/useProfile'
import { useInvalidateReads } from '../../providers/api-hooks'
import type { MobilityCase } from './model'
import { caseActions } from './mobility-logic'
import { CaseFormModal } from './CaseFormModal'
import { WorkflowActions } from '../../components/workflow/WorkflowActions'

/**
 * A case's buttons as the shared rules offer them to the user: its status moves (the workflow's,
 * through <WorkflowActions>, each asking for optional notes), Edit while it is open, Delete while it
 * is still collecting information.
 */
export function CaseActions({ kase, onDeleted }: { kase: MobilityCase; onDeleted?: () => void }) {
  const { t } = useTranslation()
  const toast = useToast()
  const profile = useProfile()
  const { mutateAsync: deleteCase } = useDelete()
  const readAgain = useInvalidateReads()
  const [editing, setEditing] = useState(false)
  const actions = caseActions(profile, kase)

  const remove = async () => {
    try {
      // Refine drops the case's cached record and reads the case lists again; its timeline and
      // comments are read only under the case, which the caller leaves.
      await deleteCase({ resource: 'mobility_case', id: kase.id, successNotification: false, errorNotification: false })
      toast.success(t('mobility_ui.deleted'))
      onDeleted?.()
    } catch (error) {
      toast.error(errorMessage(error, t('messages.error_occurred_contact_admin')))
    }
  }

  const others = actions.edit || actions.delete
  return (
    <>
      <WorkflowActions
        resource="mobility_case" row={kase} containerTestId="mobility-case-actions" notesTestId="mobility-move-notes"
        texts={(move) => ({
          label: t(`mobility_ui.moves.${move.to}`),
          confirm: t('mobility_ui.move_confirm', { from: t(`enums.status.${kase.status}`), to: t(`enums.status.${move.to}`) }),
          done: t('mobility_ui.moved', { status: t(`enums.status.${move.to}`) }),
        })}
        testId={(move) => `mobility-move-${move.to}`} okTestId={() => 'mobility-move-ok'}
        // The case and its lists are Refine's to refresh; its timeline (the API's own endpoint) is read
        // again with them (a refusal may mean the case moved meanwhile).
        onSettled={readAgain}
      >
        {others ? (<>
        {actions.edit && <Button icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="mobility-case-edit">{t('common.edit')}</Button>}
        {actions.delete && (
          <Popconfirm title={t('mobility_ui.delete_confirm')} onConfirm={remove} okText={t('common.delete')} cancelText={t('common.cancel')}
            okButtonProps={{ danger: true, 'data-testid': 'mobility-case-delete-ok' }}>
            <Button danger icon={<DeleteOutlined />} data-testid="mobility-case-delete">{t('common.delete')}</Button>
          </Popconfirm>
        )}
        </>) : null}
      </WorkflowActions>
      <CaseFormModal open={editing} kase={kase} onClose={() => setEditing(false)} />
    </>
  )
}
