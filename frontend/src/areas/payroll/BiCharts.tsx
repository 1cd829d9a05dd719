import { Card, Col, Row } from 'antd'
import { Column, Pie } from '@ant-design/charts'
import { useTranslation } from 'react-i18next'
import type { PayRegister } from './model'
import { costByCategory, grossNetByPerson } from './bi-model'
import { fmtMoney } from '../../components/formats'
import { formatNumber } from '@hr/shared'

/** Gross and net per person, and the employer's cost by pay item category (lazy chunk with the charts library). */
export default function BiCharts({ register }: { register: PayRegister }) {
  const { t } = useTranslation()
  const perPerson = grossNetByPerson(register.rows).map((d) => ({ ...d, measure: t(`payroll_ui.register.${d.measure}`) }))
  const byCategory = costByCategory(register.rows).map((c) => ({ ...c, label: t(`enums.category.${c.category}`, { defaultValue: c.category }) }))
  return (
    <Row gutter={[16, 16]} data-testid="bi-view">
      <Col xs={24} xl={14}>
        <Card title={t('payroll_ui.bi.gross_net', { currency: register.currency })}>
          <Column data={perPerson} xField="person" yField="value" colorField="measure" group height={360}
            axis={{ y: { labelFormatter: (v: number) => formatNumber(String(v)) } }} />
        </Card>
      </Col>
      <Col xs={24} xl={10}>
        <Card title={t('payroll_ui.bi.cost_by_category', { currency: register.currency })}>
          <Pie data={byCategory} angleField="value" colorField="label" height={360} innerRadius={0.5}
            tooltip={{ items: [(d: { label: string; amount: string }) => ({ name: d.label, value: fmtMoney(d.amount, register.currency) })] }} />
        </Card>
      </Col>
    </Row>
  )
}
