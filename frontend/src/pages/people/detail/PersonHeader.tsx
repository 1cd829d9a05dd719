import { Card, Space, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import type { PersonRow } from '../../../providers/http-calls'
import { PersonPhoto } from './PersonPhoto'

/** A person's photo, name, status and contact line above every tab of their pages (staff, contractor, contract). */
export function PersonHeader({ person, testId = 'person-header' }: { person: PersonRow; testId?: string }) {
  const { t } = useTranslation()
  return (
    <Card data-testid={testId}>
      <Space size="large" align="center">
        <PersonPhoto person={person} />
        <div>
          <Typography.Title level={3} style={{ margin: 0 }}>{person.name}</Typography.Title>
          <Space size="small" wrap>
            <Tag color="blue">{t(`enums.status.${person.status}`, { defaultValue: person.status })}</Tag>
            <Tag>{t(`enums.type.${person.type}`, { defaultValue: person.type })}</Tag>
            {person.job_title && <Typography.Text type="secondary">{person.job_title}</Typography.Text>}
            {person.work_email && <Typography.Text type="secondary">{person.work_email}</Typography.Text>}
          </Space>
        </div>
      </Space>
    </Card>
  )
}
