import { Flex, Form, Tag, Typography } from 'antd';
import { colorStyleContent, contrastRatio, MIN_CONTRAST, websiteLabels as L } from '@cinema/contracts';
import { ColorInput } from '../../ui/color-input.js';
import { schemaForm } from '../../ui/schema-form.js';
import { ContentItem, ImageInput } from './website-inputs.js';

// カラー・ロゴ (docs/website.md, "the editor"): the site's colours, each pair's contrast ratio shown as it is chosen
// (WCAG AA, 4.5:1 for normal text: contracts' website-color.ts), and the logo. The content schema refuses a pair
// below the minimum with the ratio in its message, on the field that would fix it.

const { rule } = schemaForm(colorStyleContent);

function Contrast(p: { name: string; fg: string; bg: string; sample: string }) {
  const ratio = contrastRatio(p.fg, p.bg);
  const ok = ratio >= MIN_CONTRAST;
  return (
    <Flex gap={12} align="center" wrap data-testid={`contrast-${p.name}`} style={{ marginBottom: 8 }}>
      <Typography.Text style={{ minWidth: 160 }}>{p.name}</Typography.Text>
      <span
        style={{ color: p.fg, background: p.bg, padding: '4px 12px', border: '1px solid #d9d9d9', borderRadius: 4 }}
      >
        {p.sample}
      </span>
      <Typography.Text>コントラスト比 {ratio.toFixed(2)}:1</Typography.Text>
      <Tag color={ok ? 'green' : 'red'}>{ok ? '合格' : '不足'}</Tag>
    </Flex>
  );
}

const colour = (name: 'primaryColor' | 'textColor' | 'backgroundColor', dependencies: string[]) => (
  <Form.Item label={L[name]} name={name} required rules={[rule]} dependencies={dependencies}>
    <ColorInput label={L[name]} />
  </Form.Item>
);

export function ColorStyleFields() {
  const primary = (Form.useWatch('primaryColor') as string | undefined) ?? '';
  const text = (Form.useWatch('textColor') as string | undefined) ?? '';
  const background = (Form.useWatch('backgroundColor') as string | undefined) ?? '';
  return (
    <>
      {colour('primaryColor', [])}
      {colour('textColor', ['backgroundColor'])}
      {colour('backgroundColor', [])}
      <div style={{ marginBottom: 24 }} aria-label="コントラスト比">
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
          読みやすさのため、どの組み合わせも{MIN_CONTRAST}:1以上にしてください。
        </Typography.Paragraph>
        <Contrast name="文字色と背景色" fg={text} bg={background} sample="上映スケジュールのご案内" />
        <Contrast name="メインカラーと白い文字" fg="#ffffff" bg={primary} sample="チケットを購入" />
      </div>
      <ContentItem label={L.logo} name="logo" rule={rule}>
        <ImageInput label={L.logo} />
      </ContentItem>
    </>
  );
}
