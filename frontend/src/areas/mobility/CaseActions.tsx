import { useState } from 'react'
import { Button, Popconfirm } from 'antd'
import type { BaseRecord } from '@refinedev/core'
import { DeleteOutlined, EditOutlined } from '@ant-design/icons'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '../../components/records/form-errors'
import { useToast } from '../../components/records/useToast'
import { useProfile } from '../../hooks/useProfile'
import { deleteCase, MOBILITY_KEY, type MobilityCase } from './api'
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
  const queryClient = useQueryClient()
  const [editing, setEditing] = useState(false)
  const actions = caseActions(profile, kase)

  const remove = async () => {
    try {
      await deleteCase(kase.id)
      toast.success(t('mobility_ui.deleted'))
      for (const part of ['case', 'timeline', 'comments']) queryClient.removeQueries({ queryKey: [MOBILITY_KEY, part, kase.id] })
      await queryClient.invalidateQueries({ queryKey: [MOBILITY_KEY, 'list'] })
      onDeleted?.()
    } catch (error) {
      toast.error(errorMessage(error, t('messages.error_occurred_contact_admin')))
    }
  }

  const others = actions.edit || actions.delete
  return (
    <>
      <WorkflowActions
        resource="mobility_case" row={kase as unknown as BaseRecord} containerTestId="mobility-case-actions" notesTestId="mobility-move-notes"
        texts={(move) => ({
          label: t(`mobility_ui.moves.${move.to}`),
          confirm: t('mobility_ui.move_confirm', { from: t(`enums.status.${kase.status}`), to: t(`enums.status.${move.to}`) }),
          done: t('mobility_ui.moved', { status: t(`enums.status.${move.to}`) }),
        })}
        testId={(move) => `mobility-move-${move.to}`} okTestId={() => 'mobility-move-ok'}
        // The case, its timeline and every list showing it (a refusal may mean the case moved meanwhile).
        onSettled={() => queryClient.invalidateQueries({ queryKey: [MOBILITY_KEY] })}
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
