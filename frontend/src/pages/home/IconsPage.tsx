import { useState } from 'react'
import { Card, List, Space, Tag, Typography } from 'antd'
import {
  BankOutlined, CalendarOutlined, CompassOutlined, DollarOutlined, FileTextOutlined, GlobalOutlined, HomeOutlined,
  SettingOutlined, ShopOutlined, TeamOutlined, UploadOutlined, UserOutlined,
} from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { FileUpload, type UploadEvent, type UploadedFile } from '../../components/upload'
import { EmptyState } from '../../components/EmptyState'

// Named imports: the whole icon package would make this chunk several hundred KB.
const SHOWN = { HomeOutlined, UserOutlined, TeamOutlined, FileTextOutlined, DollarOutlined, CalendarOutlined,
  GlobalOutlined, CompassOutlined, UploadOutlined, SettingOutlined, ShopOutlined, BankOutlined }

/**
 * /icons: the shell's kit in one place — the icon set, the empty-state variants and the upload
 * control with its states — so a developer (and the browser suite) sees them outside any domain page.
 */
export default function IconsPage() {
  const { t } = useTranslation()
  const [files, setFiles] = useState<UploadedFile[]>([])
  const [states, setStates] = useState<string[]>([])
  const track = (e: UploadEvent) => setStates((prev) => [...prev, e.state])

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card title={t('shell.kit.icons')}>
        <Space wrap size="large">
          {Object.entries(SHOWN).map(([name, Icon]) => (
            <Space key={name} direction="vertical" align="center"><Icon style={{ fontSize: 20 }} /><Typography.Text type="secondary">{name}</Typography.Text></Space>
          ))}
        </Space>
      </Card>
      <Card title={t('shell.kit.uploads')}>
        <Space wrap>
          <FileUpload kind="doc" multiple onUploaded={(_k, _n, f) => setFiles((p) => [...p, f])} onEvent={track} data-testid="kit-upload-doc" />
          <FileUpload kind="img" onUploaded={(_k, _n, f) => setFiles((p) => [...p, f])} onEvent={track} data-testid="kit-upload-img" />
        </Space>
        <div data-testid="kit-upload-states" style={{ marginTop: 8 }}>{states.map((s, i) => <Tag key={i}>{s}</Tag>)}</div>
        <List
          data-testid="kit-uploaded"
          size="small"
          dataSource={files}
          locale={{ emptyText: ' ' }}
          renderItem={(f) => <List.Item>{f.file_name} — <Typography.Text code>{f.file_key}</Typography.Text></List.Item>}
        />
      </Card>
      <Card title={t('shell.kit.empty_states')}>
        <Space size="large" wrap>
          <EmptyState />
          <EmptyState variant="no_data_assigned" />
        </Space>
      </Card>
    </Space>
  )
}
