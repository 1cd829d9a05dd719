import { useEffect, useState } from 'react'
import { Navigate, useParams } from 'react-router'
import { API_URL, httpClient } from '../../providers/http'
import { OnboardingSummary, type OnboardingPerson } from '../../shell/OnboardingSummary'
import { PageSpinner } from '../../routing/PageSpinner'

/**
 * /onboarding/staff/:id (shell §4): the link a reporting manager gets to onboard a new team member.
 * The token is verified for the signed-in manager; without an id, or when it fails, back to `/`.
 */
export default function ManagerOnboardingPage() {
  const { id } = useParams()
  const [person, setPerson] = useState<OnboardingPerson | null>(null)
  const [failed, setFailed] = useState(!id)

  useEffect(() => {
    if (!id) return
    httpClient.post<OnboardingPerson>(`${API_URL}/people/verify/onboarding-token`, { token: id, type: 'Manager' })
      .then((r) => setPerson(r.data), () => setFailed(true))
  }, [id])

  if (failed) return <Navigate to="/" replace />
  if (!person) return <PageSpinner />
  // A manager's onboarding of someone else: no greeting (shell §2.4).
  return <OnboardingSummary person={person} greet={false} />
}
