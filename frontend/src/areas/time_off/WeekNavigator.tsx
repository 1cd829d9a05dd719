import { Button, Space, Typography } from 'antd'
import { LeftOutlined, RightOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { addDays, displayDate, weekOf } from '@hr/shared'

/**
 * Previous / this / next week over ISO weeks (Monday..Sunday, issue 43 §3), with the week's dates.
 * "This week" is the one holding today, so a Sunday opens on the week it ends.
 */
export function WeekNavigator({ dates, onChange }: { dates: readonly string[]; onChange: (dates: string[]) => void }) {
  const { t } = useTranslation()
  const current = weekOf(new Date())
  return (
    <Space wrap>
      <Button icon={<LeftOutlined className="flip-rtl" />} aria-label={t('time_off.previous_week')} onClick={() => onChange(weekOf(addDays(dates[0], -7)))} />
      <Typography.Text data-testid="week-range">{`${displayDate(dates[0])} – ${displayDate(dates[6])}`}</Typography.Text>
      <Button icon={<RightOutlined className="flip-rtl" />} aria-label={t('time_off.next_week')} onClick={() => onChange(weekOf(addDays(dates[0], 7)))} />
      <Button disabled={current[0] === dates[0]} onClick={() => onChange(current)}>{t('timesheet_week.this_week')}</Button>
    </Space>
  )
}
