import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Form, Select, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  filmFeeCategory,
  priceTemplateDefaultLabels as L,
  priceTemplateEndpoints,
  type PriceTemplateDefault,
  type PriceTemplateDefaultsInput,
} from '@cinema/contracts';
import { call } from '../../api/client.js';
import { endpointQuery } from '../../api/query.js';
import { priceTemplateKeys, usePriceTemplateOptions } from '../../entities/price-templates/price-template-queries.js';
import { useActiveVersions } from '../../entities/versions/version-options.js';
import { ModalForm } from '../../ui/modal-form.js';

// 既定の料金: the template each 興行区分 (and, where it differs, each 上映方式) of the cinema takes
// when a screening is made without one — by dragging, bulk creation or copying.

type Values = { list: PriceTemplateDefault[] };

const FORMAT_KINDS = ['format'] as const;
const defaultsKey = (cinemaId: number | null) => [...priceTemplateKeys.all, 'defaults', cinemaId] as const;
const saveDefaults = (body: PriceTemplateDefaultsInput) => call(priceTemplateEndpoints.saveDefaults, { body });

export function PriceTemplateDefaultsModal({ cinemaId, onClose }: { cinemaId: number | null; onClose: () => void }) {
  const qc = useQueryClient();
  const defaults = useQuery(
    endpointQuery(defaultsKey(cinemaId), priceTemplateEndpoints.defaults, {
      query: { cinemaId: cinemaId ?? undefined },
    }),
  );
  const templates = usePriceTemplateOptions(cinemaId);
  const formats = useActiveVersions(cinemaId, FORMAT_KINDS);
  if (!defaults.data) return null;
  return (
    <ModalForm<Values>
      title="既定の料金"
      open
      width={720}
      onClose={onClose}
      initialValues={{
        list: defaults.data.list.map(({ category, formatVersionId, priceTemplateId }) => ({
          category,
          formatVersionId,
          priceTemplateId,
        })),
      }}
      submit={(v) => saveDefaults({ cinemaId: cinemaId ?? undefined, list: v.list ?? [] })}
      onSaved={() => qc.invalidateQueries({ queryKey: priceTemplateKeys.all })}
    >
      {() => (
        <>
          <Typography.Paragraph type="secondary">
            料金テンプレートを指定せずに作った上映回（タイムラインへのドラッグ、一括登録、コピー）に使います。上映方式を指定した行が、興行区分だけの行より優先されます。
          </Typography.Paragraph>
          <Form.List name="list">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field) => (
                  <Flex key={field.key} gap={8} align="baseline">
                    <Form.Item
                      name={[field.name, 'category']}
                      label={L.category}
                      rules={[{ required: true, message: `「${L.category}」を選択してください` }]}
                      style={{ width: 160 }}
                    >
                      <Select options={filmFeeCategory.options} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'formatVersionId']} label={L.formatVersionId} style={{ width: 200 }}>
                      <Select
                        allowClear
                        placeholder="すべての上映方式"
                        options={(formats.data ?? []).map((f) => ({ value: f.id, label: f.name }))}
                      />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'priceTemplateId']}
                      label={L.priceTemplateId}
                      rules={[{ required: true, message: `「${L.priceTemplateId}」を選択してください` }]}
                      style={{ flex: 1 }}
                    >
                      <Select options={(templates.data ?? []).map((t) => ({ value: t.id, label: t.name }))} />
                    </Form.Item>
                    <Button
                      type="text"
                      aria-label="この行を削除"
                      icon={<DeleteOutlined />}
                      onClick={() => remove(field.name)}
                    />
                  </Flex>
                ))}
                <Button icon={<PlusOutlined />} onClick={() => add({ category: 'main', formatVersionId: null })}>
                  行を追加
                </Button>
              </>
            )}
          </Form.List>
        </>
      )}
    </ModalForm>
  );
}
