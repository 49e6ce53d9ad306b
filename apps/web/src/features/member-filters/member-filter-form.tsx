import { Card, Col, Form, Input, Radio, Row, Select, type FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { customerGender, memberFilterLabels as L, memberStatus, prefectures, visitPeriod } from '@cinema/contracts';
import { DatePicker } from '../../ui/date-picker.js';
import { NumberInput } from '../../ui/number-input.js';
import { MemberFilterLive } from './member-filter-live.js';
import { useFilmGenres, useMemberSystems } from './member-filter-queries.js';

// A date held as YYYY-MM-DD in the form, shown by the date picker as a day.
const asDate = (v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(v) : null });
const fromDate = (d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : null);
const c = (field: string) => ['conditions', field];
const full = { width: '100%' };

type Field = keyof typeof L;
const NumberField = ({ name, rule, suffix }: { name: Field; rule: FormRule; suffix?: string }) => (
  <Form.Item label={L[name]} name={c(name)} rules={[rule]}>
    <NumberInput suffix={suffix} style={full} />
  </Form.Item>
);
const DateField = ({ name, rule }: { name: Field; rule: FormRule }) => (
  <Form.Item label={L[name]} name={c(name)} rules={[rule]} getValueProps={asDate} normalize={fromDate}>
    <DatePicker style={full} />
  </Form.Item>
);

const prefectureOptions = prefectures.map((p) => ({ value: p.code, label: p.name }));

/** The filter's name and its conditions, then the live count and the first matching members. */
export function MemberFilterForm({ rule }: { rule: FormRule }) {
  const systems = useMemberSystems();
  const genres = useFilmGenres();
  const systemId = Form.useWatch<number | null | undefined>(c('memberSystemId'));
  // A chosen system names its ranks; otherwise the numbers every system shares, with the first system's names.
  const ranks = (systems.find((s) => s.id === systemId) ?? systems[0])?.ranks ?? [];
  const half = { xs: 12, md: 6 };
  return (
    <Row gutter={16}>
      <Col xs={24} xl={15}>
        <Card title="基本情報" size="small" style={{ marginBottom: 16 }}>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item label={L.name} name="name" rules={[rule]} required>
                <Input maxLength={50} placeholder="例：休眠会員（90日以上来場なし）" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label={L.memo} name="memo" rules={[rule]}>
                <Input maxLength={1000} />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Card title="会員の属性" size="small" style={{ marginBottom: 16 }}>
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item label={L.memberSystemId} name={c('memberSystemId')} rules={[rule]}>
                <Select
                  allowClear
                  placeholder="すべての会員制度"
                  options={systems.map((s) => ({ value: s.id, label: s.name }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item label={L.ranks} name={c('ranks')} rules={[rule]}>
                <Select
                  mode="multiple"
                  placeholder="すべてのランク"
                  options={ranks.map((r) => ({ value: r.rank, label: `${r.rank}. ${r.name}` }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item label={L.statuses} name={c('statuses')} rules={[rule]}>
                <Select mode="multiple" placeholder="すべての状態" options={memberStatus.options} />
              </Form.Item>
            </Col>
            <Col {...half}>
              <NumberField name="ageFrom" rule={rule} suffix="歳" />
            </Col>
            <Col {...half}>
              <NumberField name="ageTo" rule={rule} suffix="歳" />
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label={L.genders} name={c('genders')} rules={[rule]}>
                <Select mode="multiple" placeholder="すべて" options={customerGender.options} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label={L.prefectureCodes} name={c('prefectureCodes')} rules={[rule]}>
                <Select mode="multiple" placeholder="すべて" options={prefectureOptions} optionFilterProp="label" />
              </Form.Item>
            </Col>
            <Col {...half}>
              <DateField name="joinedFrom" rule={rule} />
            </Col>
            <Col {...half}>
              <DateField name="joinedTo" rule={rule} />
            </Col>
          </Row>
        </Card>
        <Card title="来場・利用" size="small" style={{ marginBottom: 16 }}>
          <Row gutter={16}>
            <Col {...half}>
              <DateField name="lastVisitFrom" rule={rule} />
            </Col>
            <Col {...half}>
              <DateField name="lastVisitTo" rule={rule} />
            </Col>
            <Col xs={24} md={12}>
              <NumberField name="daysSinceLastVisit" rule={rule} suffix="日以上" />
            </Col>
            <Col xs={24}>
              <Form.Item label={L.visitPeriod} name={c('visitPeriod')} rules={[rule]}>
                <Radio.Group options={visitPeriod.options} optionType="button" />
              </Form.Item>
            </Col>
            <Col {...half}>
              <NumberField name="visitsMin" rule={rule} suffix="回" />
            </Col>
            <Col {...half}>
              <NumberField name="visitsMax" rule={rule} suffix="回" />
            </Col>
            <Col {...half}>
              <NumberField name="spendMin" rule={rule} suffix="円" />
            </Col>
            <Col {...half}>
              <NumberField name="spendMax" rule={rule} suffix="円" />
            </Col>
            <Col {...half}>
              <NumberField name="pointsMin" rule={rule} suffix="pt" />
            </Col>
            <Col {...half}>
              <NumberField name="pointsMax" rule={rule} suffix="pt" />
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                label={L.genres}
                name={c('genres')}
                rules={[rule]}
                extra="作品のジャンルのうち、会員がいちばん多くチケットを買ったもの（毎朝更新）"
              >
                <Select mode="multiple" placeholder="すべて" options={genres.map((g) => ({ value: g, label: g }))} />
              </Form.Item>
            </Col>
          </Row>
        </Card>
      </Col>
      <Col xs={24} xl={9}>
        <MemberFilterLive />
      </Col>
    </Row>
  );
}
