import { Card, Col, Form, Input, Row } from 'antd';
import { filmRule } from './film-form-values.js';

const text = (label: string, name: string, max: number, md = 12, placeholder?: string) => (
  <Col xs={24} md={md} key={name}>
    <Form.Item label={label} name={name} rules={[filmRule]}>
      <Input maxLength={max} placeholder={placeholder} />
    </Form.Item>
  </Col>
);

const longText = (titleLabel: string, titleName: string, label: string, name: string) => (
  <Col xs={24} key={name}>
    <Form.Item label={titleLabel} name={titleName} rules={[filmRule]}>
      <Input maxLength={100} />
    </Form.Item>
    <Form.Item label={label} name={name} rules={[filmRule]}>
      <Input.TextArea rows={4} maxLength={4000} showCount />
    </Form.Item>
  </Col>
);

/** 作品情報: what the website and signage show about the film. */
export function FilmInfoFields() {
  return (
    <Card title="作品情報" size="small" style={{ marginBottom: 16 }}>
      <Row gutter={16}>
        {text('ジャンル', 'genre', 50, 8, 'ドラマ')}
        {text('製作国', 'country', 50, 8, '日本')}
        {text('監督', 'director', 200, 8)}
        <Col xs={24}>
          <Form.Item label="キャスト" name="cast" rules={[filmRule]}>
            <Input.TextArea rows={2} maxLength={1000} placeholder="出演者を「、」で区切って入力" />
          </Form.Item>
        </Col>
        {text('脚本', 'writers', 200)}
        {text('キャッチコピー', 'slogan', 200)}
        {longText('あらすじのタイトル', 'synopsisTitle', 'あらすじ', 'synopsis')}
        {longText('プロフィールのタイトル', 'profileTitle', 'プロフィール', 'profile')}
        {text('コピーライト', 'copyright', 200, 24, '©2026 製作委員会')}
        {text('公式サイトURL', 'officialUrl', 500, 12, 'https://')}
        {text('予告編URL', 'trailerUrl', 500, 12, 'https://')}
      </Row>
    </Card>
  );
}
