import { useRef } from 'react';
import { Button, Card, Col, Form, Input, Radio, Row, Select, Space, type FormRule } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea.js';
import {
  mailBodyFormat,
  mailMagazineCategory,
  mailMagazineLabels as L,
  mailPlaceholders,
  mailSendMode,
  type MailSendMode,
} from '@cinema/contracts';
import { DatePicker } from '../../ui/date-picker.js';
import { NumberInput } from '../../ui/number-input.js';
import { MailAudienceText } from './mail-magazine-audience.js';
import { asDateTime, fromDateTime } from './mail-magazine-dates.js';
import { useMemberFilterOptions } from './mail-magazine-queries.js';

/** Buttons that put {{氏名}} and the other member fields where the cursor is in 本文. */
function PlaceholderButtons({ onInsert }: { onInsert: (text: string) => void }) {
  return (
    <Space size={4} wrap>
      <span>差し込み項目：</span>
      {mailPlaceholders.map((p) => (
        <Button key={p} size="small" onClick={() => onInsert(`{{${p}}}`)}>
          {`{{${p}}}`}
        </Button>
      ))}
    </Space>
  );
}

/** The compose form's fields: what is sent (件名, 本文), to whom (会員フィルター) and when, at what rate. */
export function MailMagazineForm({ rule }: { rule: FormRule }) {
  const form = Form.useFormInstance();
  const mode = Form.useWatch<MailSendMode | undefined>('sendMode');
  const filters = useMemberFilterOptions();
  const bodyRef = useRef<TextAreaRef>(null);
  const insert = (token: string) => {
    const area = bodyRef.current?.resizableTextArea?.textArea;
    const current = String(form.getFieldValue('body') ?? '');
    const at = area ? area.selectionStart : current.length;
    const end = area ? area.selectionEnd : current.length;
    form.setFieldValue('body', `${current.slice(0, at)}${token}${current.slice(end)}`);
    void form.validateFields(['body']).catch(() => undefined);
    area?.focus();
  };
  return (
    <>
      <Card title="内容" size="small" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item label={L.category} name="category" rules={[rule]} required>
              <Select options={mailMagazineCategory.options} placeholder="選択してください" />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item label={L.subject} name="subject" rules={[rule]} required>
              <Input maxLength={150} placeholder="{{氏名}}様へ 今月のおすすめ作品のご案内" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item label={L.bodyFormat} name="bodyFormat" rules={[rule]}>
              <Radio.Group options={mailBodyFormat.options} optionType="button" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              label={L.body}
              name="body"
              rules={[rule]}
              required
              extra="HTMLでは見出し・段落・太字・リンク・画像・表が使えます（スクリプトやスタイルは取り除きます）。末尾に配信停止のリンクが自動で入ります。"
            >
              <Input.TextArea ref={bodyRef} rows={12} maxLength={20_000} showCount />
            </Form.Item>
            <PlaceholderButtons onInsert={insert} />
          </Col>
        </Row>
      </Card>
      <Card title="配信対象・送信方法" size="small" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label={L.memberFilterId} name="memberFilterId" rules={[rule]} extra={<MailAudienceText />}>
              <Select
                allowClear
                loading={filters.loading}
                options={filters.options}
                placeholder="会員フィルターを選択"
                notFoundContent="会員フィルターがありません。先に「会員フィルター」で配信対象の条件を登録してください。"
                showSearch
                optionFilterProp="label"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              label={L.ratePerMinute}
              name="ratePerMinute"
              rules={[rule]}
              extra="1分あたりに送る通数。送信サーバーの上限に合わせてください"
            >
              <NumberInput suffix="通／分" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={L.sendMode} name="sendMode" rules={[rule]}>
              <Radio.Group options={mailSendMode.options} optionType="button" />
            </Form.Item>
          </Col>
          {mode === 'scheduled' && (
            <Col xs={24} md={12}>
              <Form.Item
                label={L.scheduledAt}
                name="scheduledAt"
                rules={[rule]}
                required
                getValueProps={asDateTime}
                normalize={fromDateTime}
              >
                <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          )}
        </Row>
      </Card>
    </>
  );
}
