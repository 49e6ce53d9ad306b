import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Input, Select, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { priceTableContent, websiteEndpoints, websiteLabels as L, type PriceRow } from '@cinema/contracts';
import { call } from '../../api/client.js';
import { endpointQuery } from '../../api/query.js';
import { confirmAction } from '../../ui/confirm.js';
import { NumberInput } from '../../ui/number-input.js';
import { RichTextField } from '../../ui/rich-text-field.js';
import { schemaForm } from '../../ui/schema-form.js';
import { ContentItem, MoveButtons } from './website-inputs.js';
import { useEditor } from './website-page-editor.js';
import { useCinemaId, websiteKeys } from './website-queries.js';

// 料金表 (docs/website.md, "the editor"): rows of 区分・料金・備考, written by hand or made from a 料金テンプレート
// (券種 × 時間帯). A table made from a template keeps its id, so when the template's prices change the editor says so
// and 反映 brings them in.

const { Field, rule } = schemaForm(priceTableContent);

const same = (a: PriceRow[] = [], b: PriceRow[] = []) =>
  a.length === b.length && a.every((r, i) => r.label === b[i]?.label && r.price === b[i]?.price);

function PriceRows() {
  return (
    <Form.List name="rows">
      {(fields, { add, remove, move }) => (
        <Flex vertical gap={4} style={{ marginBottom: 16 }}>
          <Typography.Text strong>{L.rows}</Typography.Text>
          {fields.length === 0 && (
            <Typography.Text type="secondary">
              行がありません。「テンプレートから作成」か「行を追加」で料金を入れてください。
            </Typography.Text>
          )}
          {fields.map((f, i) => (
            <Flex key={f.key} gap={8} align="start" data-testid="price-row">
              <Form.Item name={[f.name, 'label']} rules={[rule]} style={{ flex: 3, marginBottom: 8 }}>
                <Input aria-label={`${i + 1}行目の${L.rowLabel}`} placeholder={L.rowLabel} maxLength={60} />
              </Form.Item>
              <Form.Item name={[f.name, 'price']} rules={[rule]} style={{ flex: 2, marginBottom: 8 }}>
                <NumberInput aria-label={`${i + 1}行目の${L.rowPrice}`} placeholder={L.rowPrice} suffix="円" />
              </Form.Item>
              <Form.Item name={[f.name, 'note']} rules={[rule]} style={{ flex: 3, marginBottom: 8 }}>
                <Input aria-label={`${i + 1}行目の${L.rowNote}`} placeholder={L.rowNote} maxLength={100} />
              </Form.Item>
              <MoveButtons what={`${i + 1}行目`} index={i} count={fields.length} move={move} remove={() => remove(i)} />
            </Flex>
          ))}
          <Button
            icon={<PlusOutlined />}
            onClick={() => add({ label: '', price: null, note: null })}
            style={{ alignSelf: 'start' }}
          >
            行を追加
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}

export function PriceTableFields() {
  const { form, page, options, changed } = useEditor();
  const cinemaId = useCinemaId();
  const templateId = Form.useWatch('templateId', form) as number | null | undefined;
  const rows = Form.useWatch('rows', form) as PriceRow[] | undefined;
  const [loading, setLoading] = useState(false);
  const suggestion = useQuery({
    ...endpointQuery([...websiteKeys.all, 'priceSuggestion', cinemaId, templateId], websiteEndpoints.priceSuggestion, {
      query: { templateId: templateId ?? 0 },
    }),
    enabled: !!templateId && !!page,
  });
  const saved = (page?.draft.rows ?? []) as PriceRow[];
  const outdated = !!suggestion.data && !same(suggestion.data.rows, saved) && !same(suggestion.data.rows, rows);

  const replaceRows = (next: PriceRow[]) => {
    form.setFieldValue('rows', next);
    changed();
  };
  const fromTemplate = async () => {
    if (!templateId) return;
    setLoading(true);
    try {
      const s = await call(
        websiteEndpoints.priceSuggestion,
        { query: { templateId } },
        { loading: false, successMessage: false },
      );
      if (!rows?.length) return replaceRows(s.rows);
      confirmAction({
        title: `「${s.templateName}」の料金で行を置き換えますか？`,
        content: 'いまの行は置き換わります（保存するまで公開サイトは変わりません）。',
        okText: '置き換える',
        onOk: () => replaceRows(s.rows),
      });
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      <Field name="title" />
      <Flex gap={8} align="end" wrap>
        <Form.Item label={L.templateId} name="templateId" style={{ minWidth: 260, flex: 1 }}>
          <Select<number>
            allowClear
            placeholder="料金テンプレートを選択"
            options={(options?.priceTemplates ?? []).map((t) => ({ value: t.id, label: t.name }))}
          />
        </Form.Item>
        <Form.Item>
          <Button disabled={!templateId} loading={loading} onClick={() => void fromTemplate()}>
            テンプレートから作成
          </Button>
        </Form.Item>
      </Flex>
      {outdated && suggestion.data && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title="料金テンプレートの料金が変わっています"
          description={`「${suggestion.data.templateName}」のいまの料金: ${suggestion.data.rows
            .map((r) => `${r.label} ${r.price ?? '-'}円`)
            .join('、')}`}
          action={
            <Button size="small" type="primary" onClick={() => suggestion.data && replaceRows(suggestion.data.rows)}>
              反映
            </Button>
          }
        />
      )}
      <PriceRows />
      <ContentItem label={L.notes} name="notes" rule={rule}>
        <RichTextField label={L.notes} />
      </ContentItem>
    </>
  );
}
