import type { ReactNode } from 'react';
import { Tag, Typography } from 'antd';
import {
  cinemaShopItemLabels as C,
  shopGroup,
  shopItemKind,
  shopItemLabels as L,
  shopItemState,
  type CinemaShopItem,
} from '@cinema/contracts';
import { dash, dateTime, text, yen } from '../../lib/format.js';
import type { ListColumn } from '../../ui/list-columns.js';

/** 2026-12-01〜2027-01-31, the cinema's period else the master's; blank ends are open. */
export const periodText = (i: CinemaShopItem) => {
  const from = i.saleFrom ?? i.masterSaleFrom;
  const to = i.saleTo ?? i.masterSaleTo;
  return from || to ? `${from ?? ''}〜${to ?? ''}` : '';
};

/** The switches of a row (販売する, 本日売り切れ): live controls, drawn by the page. */
export interface RowSwitches {
  enabled: (i: CinemaShopItem) => ReactNode;
  soldOut: (i: CinemaShopItem) => ReactNode;
}

const onOff = (v: boolean) => (v ? 'する' : 'しない');

export function cinemaItemColumns(switches: RowSwitches): ListColumn<CinemaShopItem>[] {
  return [
    { title: L.code, dataIndex: 'code', sorter: true, csv: (i) => i.code },
    { title: L.name, dataIndex: 'name', sorter: true, csv: (i) => i.name },
    { title: L.nameKana, exportOnly: true, csv: (i) => i.nameKana },
    {
      title: C.enabled,
      key: 'enabled',
      width: 90,
      render: (_: unknown, i) => switches.enabled(i),
      csv: (i) => onOff(i.enabled),
    },
    {
      title: C.price,
      dataIndex: 'price',
      sorter: true,
      align: 'right',
      render: (_: unknown, i) =>
        i.price == null ? (
          yen(i.effectivePrice)
        ) : (
          <>
            {yen(i.price)} <Typography.Text type="secondary">（マスタ {yen(i.masterPrice)}）</Typography.Text>
          </>
        ),
      csv: (i) => i.effectivePrice,
      csvTitle: `${C.price}（円）`,
    },
    { title: `${C.price}（劇場設定）`, exportOnly: true, csv: (i) => i.price },
    {
      title: '販売期間',
      key: 'period',
      render: (_: unknown, i) => periodText(i) || dash,
      csv: (i) => periodText(i),
    },
    {
      title: C.soldOut,
      key: 'soldOut',
      width: 110,
      render: (_: unknown, i) => switches.soldOut(i),
      csv: (i) => onOff(i.soldOut),
    },
    {
      title: L.kind,
      dataIndex: 'kind',
      render: (k: CinemaShopItem['kind']) => shopItemKind.labels[k],
      csv: (i) => shopItemKind.labels[i.kind],
    },
    {
      title: L.shopGroup,
      dataIndex: 'shopGroup',
      render: (g: CinemaShopItem['shopGroup']) => shopGroup.labels[g],
      csv: (i) => shopGroup.labels[i.shopGroup],
    },
    { title: L.category, dataIndex: 'category', render: (v: string | null) => text(v), csv: (i) => i.category },
    {
      title: L.state,
      dataIndex: 'state',
      render: (s: CinemaShopItem['state']) => (
        <Tag color={s === 'selling' ? 'green' : s === 'updating' ? 'orange' : undefined}>{shopItemState.labels[s]}</Tag>
      ),
      csv: (i) => shopItemState.labels[i.state],
    },
    {
      title: '更新日時',
      dataIndex: 'updatedAt',
      render: (v: string | null) => dateTime(v),
      csv: (i) => dateTime(i.updatedAt),
    },
  ];
}
