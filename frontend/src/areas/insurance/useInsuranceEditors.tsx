import { useState } from 'react'
import type { InsuranceDependent, InsuranceEnrolment, InsurancePlan } from './model'
import { DependentModal } from './DependentModal'
import { EnrolmentModal } from './EnrolmentModal'

interface DependentEdit { open: boolean; enrolment: InsuranceEnrolment; dependent: InsuranceDependent | null }

/**
 * One enrolment form and one dependent form for a whole page (the person's tab, the company list,
 * an enrolment's page), whichever card opens them: one set of inputs and ids on the page.
 */
export function useInsuranceEditors({ personId, plans, onEnrolmentSaved }: { personId: number | null; plans: InsurancePlan[]; onEnrolmentSaved?: (row: InsuranceEnrolment) => void }) {
  const [enrolment, setEnrolment] = useState<InsuranceEnrolment | 'new' | null>(null)
  const [dependent, setDependent] = useState<DependentEdit | null>(null)
  const modals = (
    <>
      <EnrolmentModal
        open={enrolment !== null}
        personId={enrolment && enrolment !== 'new' ? enrolment.person_id : personId}
        enrolment={enrolment && enrolment !== 'new' ? enrolment : null}
        plans={plans}
        onClose={() => setEnrolment(null)}
        onSaved={onEnrolmentSaved}
      />
      {dependent && (
        <DependentModal
          open={dependent.open}
          enrolment={dependent.enrolment}
          dependent={dependent.dependent}
          onClose={() => setDependent((d) => (d ? { ...d, open: false } : d))}
        />
      )}
    </>
  )
  return {
    modals,
    addEnrolment: () => setEnrolment('new'),
    editEnrolment: (row: InsuranceEnrolment) => setEnrolment(row),
    addDependent: (row: InsuranceEnrolment) => setDependent({ open: true, enrolment: row, dependent: null }),
    editDependent: (row: InsuranceEnrolment, d: InsuranceDependent) => setDependent({ open: true, enrolment: row, dependent: d }),
  }
}
