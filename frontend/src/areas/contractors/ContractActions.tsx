import { Typography } from 'antd'
import type { BaseRecord } from '@refinedev/core'
import { useTranslation } from 'react-i18next'
import { CONTRACT_STOP_NOTICE_MIN_DAYS, earliestNoticeDate, todayUtc } from '@hr/shared'
import { WorkflowActions } from '../../components/workflow/WorkflowActions'
import { formatDay } from '../../i18n/format'
import type { ContractRow } from './ContractFormModal'
import { actionName, contractActions } from './contract-logic'

interface Props {
  contract: ContractRow
  /** after a move (or its refusal: the contract may have moved meanwhile) */
  onChanged: () => unknown
}

/**
 * The moves the contract workflow allows (shared contract-workflow.ts, the table the API enforces),
 * each confirmed in <WorkflowActions>' dialog; stopping asks for the move's declared notice date,
 * which the API checks (at least CONTRACT_STOP_NOTICE_MIN_DAYS ahead) and answers under the picker.
 */
export function ContractActions({ contract, onChanged }: Props) {
  const { t } = useTranslation()
  if (!contractActions(contract.status).length) return <Typography.Text type="secondary">{t('contractor_ui.no_transitions')}</Typography.Text>
  return (
    <WorkflowActions
      resource="contractor_contract"
      row={contract as unknown as BaseRecord}
      // Every move is asked first: signing or proposing a contract is not a one-click change.
      alwaysDialog
      texts={(move) => {
        const name = actionName(move)
        return {
          label: t(`contractor_ui.actions.${name}`),
          confirm: t(`contractor_ui.confirm.${name}`, { title: contract.title, days: CONTRACT_STOP_NOTICE_MIN_DAYS }),
          done: t(`contractor_ui.done.${name}`),
        }
      }}
      testId={(move) => `contract-action-${actionName(move)}`}
      okTestId={() => 'contract-action-confirm'}
      dialogExtra={(move) => (move.input?.some((field) => field.name === 'notice_date') ? (
        <Typography.Paragraph type="secondary" data-testid="contract-earliest-notice">
          {t('contractor_ui.earliest_notice', { date: formatDay(earliestNoticeDate(todayUtc())) })}
        </Typography.Paragraph>
      ) : null)}
      onSettled={onChanged}
    />
  )
}
