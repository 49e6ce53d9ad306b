import { Flex, Select, Typography } from 'antd';
import { websiteLabels as L, websiteSection, websiteSettingContent, type WebsiteSection } from '@cinema/contracts';
import { schemaForm } from '../../ui/schema-form.js';
import { ContentItem, MoveButtons } from './website-inputs.js';

// サイト設定 (docs/website.md, "the editor"): which sections the menu and the top page show, in their order.

const { Field, rule } = schemaForm(websiteSettingContent);

/** An ordered list of sections as a form control: add from what is left, remove, move up and down. */
export function SectionList(p: { value?: WebsiteSection[]; onChange?: (v: WebsiteSection[]) => void; label: string }) {
  const value = p.value ?? [];
  const set = (next: WebsiteSection[]) => p.onChange?.(next);
  const move = (from: number, to: number) => {
    const next = [...value];
    const [item] = next.splice(from, 1);
    if (item) next.splice(to, 0, item);
    set(next);
  };
  const left = websiteSection.options.filter((o) => !(value as string[]).includes(o.value));
  return (
    <Flex vertical gap={8}>
      <ol aria-label={p.label} style={{ margin: 0, padding: 0, listStyle: 'none' }}>
        {value.map((s, i) => (
          <li key={s} style={{ padding: '6px 12px', border: '1px solid #f0f0f0', borderRadius: 6, marginBottom: 4 }}>
            <Flex justify="space-between" align="center">
              <Typography.Text>
                {i + 1}. {websiteSection.labels[s]}
              </Typography.Text>
              <MoveButtons
                what={websiteSection.labels[s]}
                index={i}
                count={value.length}
                move={move}
                remove={() => set(value.filter((x) => x !== s))}
              />
            </Flex>
          </li>
        ))}
      </ol>
      {value.length === 0 && (
        <Typography.Text type="secondary">項目がありません。「項目を追加」から選んでください</Typography.Text>
      )}
      {left.length > 0 && (
        <Select<WebsiteSection>
          aria-label={`${p.label}に項目を追加`}
          placeholder="項目を追加"
          value={null}
          options={left}
          onChange={(s) => set([...value, s])}
          style={{ width: 240 }}
        />
      )}
    </Flex>
  );
}

export function WebsiteSettingFields() {
  return (
    <>
      <ContentItem
        label={L.menuSections}
        name="menuSections"
        rule={rule}
        extra="公開サイトのメニューに、この順で出します"
      >
        <SectionList label={L.menuSections} />
      </ContentItem>
      <ContentItem label={L.topSections} name="topSections" rule={rule} extra="トップページに、この順で並べます">
        <SectionList label={L.topSections} />
      </ContentItem>
      <Field name="showBookingLink" />
    </>
  );
}
