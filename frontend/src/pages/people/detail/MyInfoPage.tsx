import PersonDetailPage from './PersonDetailPage'

/** /my-info: the person detail page for the signed-in user's own record only. */
export default function MyInfoPage() {
  return <PersonDetailPage self />
}
