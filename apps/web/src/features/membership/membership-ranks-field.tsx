import { Button, Card, Col, Form, Input, Row, Select, Tag, type FormRule } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { discountKind, MAX_MEMBER_RANK, membershipLabels as L, rankBasis, type RankBasis } from '@cinema/contracts';
import { NumberInput } from '../../ui/number-input.js';
import { newRank } from './membership-rank.js';

/**
 * The ranks in their order: rank 1 is where members start; a rank's number is what a 券種's 先行販売（会員ランク）
 * names. The conditions read the basis chosen below (yen of spend, or visits).
 */
export function RanksField({ rule }: { rule: FormRule }) {
  const basis = Form.useWatch<RankBasis | undefined>('rankBasis') ?? 'spend';
  const unit = basis === 'spend' ? '円' : '回';
  return (
    <Form.List name="ranks">
      {(fields, { add, remove }) => (
        <Card
          title={`${L.ranks}（上から順にランク1、2…）`}
          size="small"
          style={{ marginBottom: 16 }}
          extra={
            <Button
              icon={<PlusOutlined />}
              disabled={fields.length >= MAX_MEMBER_RANK}
              onClick={() => add(newRank(fields.length))}
            >
              ランクを追加
            </Button>
          }
        >
          {fields.map((f, i) => (
            <Row gutter={8} key={f.key} align="top">
              <Col xs={24} md={2} style={{ paddingTop: 30 }}>
                <Tag>ランク{i + 1}</Tag>
              </Col>
              <Col xs={12} md={4}>
                <Form.Item label={L.rankName} name={[f.name, 'name']} rules={[rule]} required>
                  <Input maxLength={30} aria-label={`ランク${i + 1}の${L.rankName}`} />
                </Form.Item>
              </Col>
              <Col xs={12} md={2}>
                <Form.Item label={L.rankColor} name={[f.name, 'color']} rules={[rule]}>
                  <Input type="color" aria-label={`ランク${i + 1}の${L.rankColor}`} />
                </Form.Item>
              </Col>
              <Col xs={12} md={3}>
                <Form.Item label={L.discountKind} name={[f.name, 'discountKind']} rules={[rule]}>
                  <Select options={discountKind.options} />
                </Form.Item>
              </Col>
              <Col xs={12} md={3}>
                <Form.Item label={L.discountValue} name={[f.name, 'discountValue']} rules={[rule]}>
                  <NumberInput style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col xs={12} md={3}>
                <Form.Item label={L.presaleDays} name={[f.name, 'presaleDays']} rules={[rule]}>
                  <NumberInput suffix="日" style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col xs={12} md={3}>
                <Form.Item
                  label={`${L.upThreshold}（${rankBasis.labels[basis]}）`}
                  name={[f.name, 'upThreshold']}
                  rules={[rule]}
                >
                  <NumberInput
                    suffix={unit}
                    disabled={i === 0}
                    style={{ width: '100%' }}
                    aria-label={`ランク${i + 1}の${L.upThreshold}`}
                  />
                </Form.Item>
              </Col>
              <Col xs={12} md={3}>
                <Form.Item label={L.keepThreshold} name={[f.name, 'keepThreshold']} rules={[rule]}>
                  <NumberInput suffix={unit} disabled={i === 0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col xs={24} md={1} style={{ paddingTop: 30 }}>
                <Button
                  icon={<DeleteOutlined />}
                  aria-label={`ランク${i + 1}を削除`}
                  disabled={fields.length <= 1}
                  onClick={() => remove(f.name)}
                />
              </Col>
            </Row>
          ))}
        </Card>
      )}
    </Form.List>
  );
}
