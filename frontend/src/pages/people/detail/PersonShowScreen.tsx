import type { ScreenProps } from '../../../screens/types'
import PersonDetailPage from './PersonDetailPage'

/** The catalogue's show screen of `people` (/people/staff/:id/personal) is the person detail page. */
export default function PersonShowScreen(_props: ScreenProps) {
  return <PersonDetailPage />
}
