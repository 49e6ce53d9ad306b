import { Card, Col, Form, Input, Row, Select } from 'antd';
import { filmClassification, type FilmClassification } from '@cinema/contracts';
import { DistributorField } from './distributor-select.js';
import { filmRule } from './film-form-values.js';
import { FilmReleaseField } from './film-release-field.js';
import { NumberInput } from '../../ui/number-input.js';

// docs/domain.md, "film ratings": what each 映倫区分 means at the door.
const classificationHelp: Record<FilmClassification, string> = {
  G: '年齢制限なし。どなたでもご覧になれます。',
  PG12: '12歳未満（小学生以下）は保護者の助言・指導が必要です。入場制限はありません。',
  'R15+': '15歳以上がご覧になれます（15歳未満は入場不可）。',
  'R18+': '18歳以上がご覧になれます（18歳未満は入場不可）。',
};

function ClassificationHelp() {
  const value = Form.useWatch<FilmClassification | undefined>('classification');
  return value ? classificationHelp[value] : '上映回の年齢確認と販売時の注意表示に使います。';
}

/** 基本情報: names, lengths, release date, rating, distributor, order and codes. */
export function FilmBasicFields() {
  return (
    <Card title="基本情報" size="small" style={{ marginBottom: 16 }}>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label="作品名" name="name" required rules={[filmRule]}>
            <Input maxLength={200} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            label="作品名（カナ）"
            name="nameKana"
            required
            rules={[filmRule]}
            extra="並べ替えと検索に使います。ひらがなはカタカナで保存します。"
          >
            <Input maxLength={200} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="原題" name="originalName" rules={[filmRule]}>
            <Input maxLength={200} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item label="上映時間（分）" name="lengthMinutes" required rules={[filmRule]}>
            <NumberInput style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            label="予告編の長さ（分）"
            name="trailerMinutes"
            rules={[filmRule]}
            extra="上映開始から本編までの時間"
          >
            <NumberInput style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <FilmReleaseField />
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label="映倫区分" name="classification" required rules={[filmRule]} extra={<ClassificationHelp />}>
            <Select placeholder="映倫区分を選択" options={filmClassification.options} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            label="配給会社"
            name="distributorId"
            rules={[filmRule]}
            extra="配給会社は「取引先」（取引区分：配給会社）で登録します。"
          >
            <DistributorField />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item label="表示順" name="displayOrder" rules={[filmRule]} extra="小さい順に表示します。">
            <NumberInput style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item label="作品ID" name="workId" rules={[filmRule]}>
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item label="作品備考" name="workRemarks" rules={[filmRule]}>
            <Input.TextArea rows={2} maxLength={1000} showCount />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}
