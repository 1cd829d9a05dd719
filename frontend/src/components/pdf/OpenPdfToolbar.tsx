import { useState, type ReactNode } from 'react'
import { Button, Divider, Flex, InputNumber, Tooltip, Typography, theme } from 'antd'
import { ColumnWidthOutlined, DownOutlined, DownloadOutlined, PrinterOutlined, UpOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { clampPage, MAX_ZOOM, MIN_ZOOM, zoomIn, zoomOut } from './viewer-logic'

interface Props {
  disabled: boolean
  page: number
  pages: number
  scale: number
  printing: boolean
  onPage: (page: number) => void
  onScale: (scale: number) => void
  onFitWidth: () => void
  onDownload: () => void
  onPrint: () => void
}

/** An icon button whose tooltip is also its accessible name. */
function Tool({ label, icon, ...rest }: { label: string; icon: ReactNode; disabled?: boolean; loading?: boolean; onClick: () => void }) {
  return (
    <Tooltip title={label}>
      <Button type="text" size="small" aria-label={label} icon={icon} {...rest} />
    </Tooltip>
  )
}

/** The open viewer's toolbar: page x of n with previous/next, zoom out/level/in and fit width, download, print. */
export function OpenPdfToolbar({ disabled, page, pages, scale, printing, onPage, onScale, onFitWidth, onDownload, onPrint }: Props) {
  const { t, i18n } = useTranslation()
  const { token } = theme.useToken()
  // The box shows what is typed until Enter or leaving it; then the clamped page (or the current one).
  const [draft, setDraft] = useState<number | string | null>(null)
  const commit = () => {
    if (draft !== null) onPage(clampPage(draft, pages, page))
    setDraft(null)
  }
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 }).format(scale)
  return (
    <Flex
      role="toolbar"
      aria-label={t('pdf_viewer.toolbar')}
      data-testid="pdf-toolbar"
      align="center"
      justify="space-between"
      wrap
      gap={4}
      style={{ padding: '4px 8px', borderBottom: `1px solid ${token.colorBorderSecondary}`, background: token.colorBgContainer }}
    >
      <Flex align="center" gap={4}>
        <Tool label={t('pdf_viewer.previous_page')} icon={<UpOutlined />} disabled={disabled || page <= 1} onClick={() => onPage(clampPage(page - 1, pages, page))} />
        <Tool label={t('pdf_viewer.next_page')} icon={<DownOutlined />} disabled={disabled || page >= pages} onClick={() => onPage(clampPage(page + 1, pages, page))} />
        <InputNumber
          size="small"
          controls={false}
          aria-label={t('pdf_viewer.page_number')}
          data-testid="pdf-page-input"
          disabled={disabled}
          min={1}
          max={Math.max(pages, 1)}
          value={draft ?? page}
          onChange={(v) => setDraft(v)}
          onPressEnter={commit}
          onBlur={commit}
          style={{ width: 52 }}
        />
        <Typography.Text type="secondary" data-testid="pdf-page-count" style={{ whiteSpace: 'nowrap' }}>
          {t('pdf_viewer.page_of', { total: pages })}
        </Typography.Text>
      </Flex>
      <Flex align="center" gap={4}>
        <Tool label={t('pdf_viewer.zoom_out')} icon={<ZoomOutOutlined />} disabled={disabled || scale <= MIN_ZOOM} onClick={() => onScale(zoomOut(scale))} />
        <Typography.Text aria-label={t('pdf_viewer.zoom_level')} data-testid="pdf-zoom-level" style={{ minWidth: 48, textAlign: 'center' }}>
          {percent}
        </Typography.Text>
        <Tool label={t('pdf_viewer.zoom_in')} icon={<ZoomInOutlined />} disabled={disabled || scale >= MAX_ZOOM} onClick={() => onScale(zoomIn(scale))} />
        <Tool label={t('pdf_viewer.fit_width')} icon={<ColumnWidthOutlined />} disabled={disabled} onClick={onFitWidth} />
        <Divider type="vertical" />
        <Tool label={t('pdf_viewer.download')} icon={<DownloadOutlined />} disabled={disabled} onClick={onDownload} />
        <Tool label={t('pdf_viewer.print')} icon={<PrinterOutlined />} disabled={disabled} loading={printing} onClick={onPrint} />
      </Flex>
    </Flex>
  )
}
