import { useCallback, useEffect, useState } from 'react'
import { Navigate, useParams } from 'react-router'
import { API_URL, httpClient } from '../../providers/http'
import { OnboardingSummary, type OnboardingPerson } from '../../components/OnboardingSummary'
import { EditInfoButton } from '../../components/staff-info/EditInfoButton'
import { PageSpinner } from '../../routing/PageSpinner'

/**
 * /onboarding/staff/:id (shell §4): the link a reporting manager gets to onboard a new team member.
 * The token is verified for the signed-in manager; without an id, or when it fails, back to `/`.
 */
export default function ManagerOnboardingPage() {
  const { id } = useParams()
  const [person, setPerson] = useState<(OnboardingPerson & { user_id?: number | null }) | null>(null)
  const [failed, setFailed] = useState(!id)

  const load = useCallback(() => {
    if (!id) return
    httpClient.post<OnboardingPerson>(`${API_URL}/people/verify/onboarding-token`, { token: id, type: 'Manager' })
      .then((r) => setPerson(r.data), () => setFailed(true))
  }, [id])
  useEffect(load, [load])

  if (failed) return <Navigate to="/" replace />
  if (!person) return <PageSpinner />
  // A manager's onboarding of someone else: no greeting (shell §2.4). Edit-info reopens the panel; the bar refreshes on close.
  const extra = person.user_id ? <EditInfoButton userId={person.user_id} onClosed={load} /> : undefined
  return <OnboardingSummary person={person} greet={false} extra={extra} />
}
