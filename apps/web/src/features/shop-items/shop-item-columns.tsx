import { Tag } from 'antd';
import {
  fail,
  productType,
  shopGroup,
  shopItemLabels as L,
  shopItemState,
  taxRateLabel,
  type ShopItem,
  type ShopItemKind,
  type ShopItemListItem,
  type ShopItemState,
} from '@cinema/contracts';
import { dash, text, yen } from '../../lib/format.js';
import type { ListColumn } from '../../ui/list-columns.js';

const stateColor: Record<ShopItemState, string | undefined> = {
  selling: 'green',
  updating: 'orange',
  stopped: undefined,
};
const optionText = (i: ShopItem) =>
  i.options.map((g) => `${g.name}：${g.choices.map((c) => c.name).join('/')}`).join('　');

/** ポップコーン×1（L）、ドリンクM お好きなもの×2: fixed items first, each choice group once. */
const contentsText = (i: ShopItem) => {
  const fixed = i.components.filter((c) => !c.choiceGroup);
  const groups = [...new Set(i.components.flatMap((c) => (c.choiceGroup ? [c.choiceGroup] : [])))];
  return [
    ...fixed.map((c) => `${c.itemName}×${c.quantity}${c.optionChoice ? `（${c.optionChoice}）` : ''}`),
    ...groups.map(
      (g) => `${g}×${(i.components.find((c) => c.choiceGroup === g) ?? fail(`no component of ${g}`)).quantity}`,
    ),
  ].join('、');
};

/** 3/5: the brand's cinemas that sell the item, of all its cinemas. */
const sellingText = (i: ShopItemListItem) => `${i.sellingCinemas}/${i.cinemaCount}`;

/** The columns of a shop item list; consignment goods add 委託元 and 手数料. */
export function shopItemColumns(kind: ShopItemKind): ListColumn<ShopItemListItem>[] {
  return [
    { title: L.sortOrder, dataIndex: 'sortOrder', sorter: true, align: 'right', csv: (i) => i.sortOrder },
    { title: L.code, dataIndex: 'code', sorter: true, csv: (i) => i.code },
    { title: L.janCode, dataIndex: 'janCode', render: (v: string | null) => text(v), csv: (i) => i.janCode },
    {
      title: L.name,
      dataIndex: 'name',
      sorter: true,
      render: (_: string, i) => (
        <>
          {i.name} {i.recommended && <Tag color="gold">おすすめ</Tag>}
        </>
      ),
      csv: (i) => i.name,
    },
    { title: L.nameKana, exportOnly: true, csv: (i) => i.nameKana },
    {
      title: L.shopGroup,
      dataIndex: 'shopGroup',
      render: (g: ShopItem['shopGroup']) => shopGroup.labels[g],
      csv: (i) => shopGroup.labels[i.shopGroup],
    },
    { title: L.category, dataIndex: 'category', render: (v: string | null) => text(v), csv: (i) => i.category },
    { title: L.price, dataIndex: 'price', sorter: true, align: 'right', render: yen },
    { title: `${L.price}（円）`, exportOnly: true, csv: (i) => i.price },
    {
      title: L.taxRate,
      key: 'tax',
      render: (_: unknown, i) =>
        i.eatInTaxRate == null ? taxRateLabel(i.taxRate) : `持帰${i.taxRate * 100}%／店内${i.eatInTaxRate * 100}%`,
      csv: (i) => taxRateLabel(i.taxRate),
    },
    {
      title: L.eatInTaxRate,
      exportOnly: true,
      csv: (i) => (i.eatInTaxRate == null ? null : taxRateLabel(i.eatInTaxRate)),
    },
    ...(kind === 'otherGoods'
      ? ([
          {
            title: L.consignor,
            dataIndex: 'consignor',
            render: (v: string | null) => text(v),
            csv: (i) => i.consignor,
          },
          {
            title: L.commissionRate,
            dataIndex: 'commissionRate',
            align: 'right',
            render: (v: number | null) => (v == null ? dash : `${v}%`),
            csv: (i) => i.commissionRate,
          },
        ] satisfies ListColumn<ShopItemListItem>[])
      : []),
    ...(kind === 'set'
      ? ([
          { title: 'セット内容', key: 'components', render: (_: unknown, i) => contentsText(i), csv: contentsText },
        ] satisfies ListColumn<ShopItemListItem>[])
      : []),
    { title: L.productType, exportOnly: true, csv: (i) => productType.labels[i.productType] },
    ...(kind === 'set'
      ? []
      : ([
          { title: 'オプション', key: 'options', render: (_: unknown, i) => optionText(i) || dash, csv: optionText },
          {
            title: 'レシピ',
            key: 'recipe',
            render: (_: unknown, i) => (i.recipe.length ? `${i.recipe.length}行` : dash),
          },
        ] satisfies ListColumn<ShopItemListItem>[])),
    {
      title: L.inventoryControl,
      dataIndex: 'inventoryControl',
      render: (v: boolean, i) => (v ? `する（最低${i.minStock ?? 0}）` : 'しない'),
      csv: (i) => (i.inventoryControl ? 'する' : 'しない'),
    },
    { title: L.minStock, exportOnly: true, csv: (i) => i.minStock },
    {
      title: L.state,
      dataIndex: 'state',
      sorter: true,
      render: (s: ShopItemState) => <Tag color={stateColor[s]}>{shopItemState.labels[s]}</Tag>,
      csv: (i) => shopItemState.labels[i.state],
    },
    {
      title: L.sellingCinemas,
      key: 'sellingCinemas',
      align: 'right',
      render: (_: unknown, i) => sellingText(i),
      csv: sellingText,
    },
  ];
}
