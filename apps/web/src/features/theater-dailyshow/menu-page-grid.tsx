import { useState } from 'react';
import { Button, Card, Empty, Flex, Select, Tooltip, Typography } from 'antd';
import { ArrowLeftOutlined, ArrowRightOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { menuColor, menuColorHex, type MenuButton, type MenuColor } from '@cinema/contracts';
import { kanaSearch } from '../../lib/option-search.js';

export type ItemOption = { value: number; label: string };

/** Moves an element of a list from one index to another (a copy; out-of-range moves change nothing). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return [...list];
  const out = [...list];
  const removed = out.splice(from, 1);
  out.splice(to, 0, ...removed);
  return out;
}

const colorOptions = menuColor.values.map((value) => ({
  value,
  label: (
    <Flex gap={6} align="center">
      <span style={{ width: 12, height: 12, borderRadius: 2, background: menuColorHex[value] }} />
      {menuColor.labels[value]}
    </Flex>
  ),
}));

/**
 * The buttons of one menu page as the device shows them: a grid filled left to right, top to
 * bottom, each button moved earlier or later, coloured from the palette, or taken off.
 */
export function MenuPageGrid(props: {
  buttons: MenuButton[];
  names: Map<number, string>;
  items: ItemOption[];
  editable: boolean;
  onChange: (buttons: MenuButton[]) => void;
}) {
  const { buttons, editable, onChange } = props;
  const [adding, setAdding] = useState<number | null>(null);
  const set = (i: number, b: Partial<MenuButton>) => onChange(buttons.map((x, k) => (k === i ? { ...x, ...b } : x)));
  const add = () => {
    if (adding == null) return;
    onChange([...buttons, { itemId: adding, color: 'blue' }]);
    setAdding(null);
  };
  return (
    <>
      {buttons.length === 0 ? (
        <Empty description="このページにはまだボタンがありません。下の「ボタンを追加」から商品を追加してください。" />
      ) : (
        <div
          role="list"
          aria-label="ボタン配置"
          style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))', gap: 8 }}
        >
          {buttons.map((b, i) => {
            const name = props.names.get(b.itemId) ?? `商品ID ${b.itemId}（販売していません）`;
            return (
              <Card
                key={`${b.itemId}-${i}`}
                role="listitem"
                aria-label={name}
                size="small"
                styles={{ body: { padding: 8 } }}
                style={{ borderTop: `6px solid ${menuColorHex[b.color]}` }}
              >
                <Typography.Text strong ellipsis={{ tooltip: name }} style={{ display: 'block' }}>
                  {i + 1}. {name}
                </Typography.Text>
                {editable && (
                  <Flex gap={4} align="center" style={{ marginTop: 6 }}>
                    <Select
                      size="small"
                      value={b.color}
                      options={colorOptions}
                      aria-label={`${name}の色`}
                      style={{ flex: 1 }}
                      onChange={(color: MenuColor) => set(i, { color })}
                    />
                    <Tooltip title="前へ">
                      <Button
                        size="small"
                        icon={<ArrowLeftOutlined />}
                        aria-label={`${name}を前へ`}
                        disabled={i === 0}
                        onClick={() => onChange(moved(buttons, i, i - 1))}
                      />
                    </Tooltip>
                    <Tooltip title="後ろへ">
                      <Button
                        size="small"
                        icon={<ArrowRightOutlined />}
                        aria-label={`${name}を後ろへ`}
                        disabled={i === buttons.length - 1}
                        onClick={() => onChange(moved(buttons, i, i + 1))}
                      />
                    </Tooltip>
                    <Tooltip title="外す">
                      <Button
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={`${name}を外す`}
                        onClick={() => onChange(buttons.filter((_, k) => k !== i))}
                      />
                    </Tooltip>
                  </Flex>
                )}
              </Card>
            );
          })}
        </div>
      )}
      {editable && (
        <Flex gap={8} style={{ marginTop: 12 }}>
          <Select
            showSearch={kanaSearch}
            placeholder="追加する商品（この劇場で販売する商品）"
            aria-label="追加する商品"
            style={{ width: 320 }}
            value={adding}
            options={props.items}
            onChange={setAdding}
          />
          <Button icon={<PlusOutlined />} disabled={adding == null} onClick={add}>
            ボタンを追加
          </Button>
        </Flex>
      )}
    </>
  );
}
