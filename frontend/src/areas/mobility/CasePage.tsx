import { Alert, Space, Spin } from 'antd'
import { ArrowLeftOutlined } from '@ant-design/icons'
import { Link, useNavigate, useParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '../../components/records/form-errors'
import { usePerson } from '../../components/records/usePerson'
import { PageContent } from '../../layout/PageContent'
import ForbiddenPage from '../../pages/errors/ForbiddenPage'
import NotFoundPage from '../../pages/errors/NotFoundPage'
import { useCase } from './data'
import { MOBILITY_URL } from '../../components/mobility-section'
import { CaseView } from './CaseView'

/** /global-mobility/:id (issue 16): one visa case in full, named after its person. */
export default function CasePage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { id } = useParams()
  const caseId = Number(id)
  const valid = Number.isInteger(caseId) && caseId > 0
  const { data: kase, error, isLoading } = useCase(caseId, valid)
  const { data: person } = usePerson(kase?.person_id)

  if (!valid) return <NotFoundPage />
  if (error) {
    const status = (error as { statusCode?: number }).statusCode
    if (status === 403) return <ForbiddenPage />
    if (status === 404) return <NotFoundPage />
    return <PageContent><Alert type="error" showIcon message={errorMessage(error, t('messages.error_occurred_contact_admin'))} data-testid="mobility-case-error" /></PageContent>
  }
  if (isLoading || !kase) return <PageContent><Spin style={{ display: 'block', margin: 48 }} /></PageContent>

  return (
    <PageContent>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Link to={MOBILITY_URL} data-testid="mobility-back"><ArrowLeftOutlined className="flip-rtl" /> {t('mobility_ui.back')}</Link>
        <CaseView kase={kase} personName={person?.name} onDeleted={() => navigate(MOBILITY_URL)} />
      </Space>
    </PageContent>
  )
}
