import { z } from 'zod';

// Enumerations (docs/api-conventions.md, "original names") with their Japanese labels (docs/domain.md, "messages").
export const labelled = <const T extends readonly [string, ...string[]]>(
  values: T,
  labels: Record<T[number], string>,
) => ({
  values,
  // Japanese for every enum at once: the API names the field, the message names the fix.
  schema: z.enum(values, { error: '選択肢から選択してください' }),
  labels,
  options: values.map((value) => ({ value, label: labels[value as T[number]] })),
});

export const cinemaStatus = labelled(['beforeOpening', 'open', 'suspended', 'closed'], {
  beforeOpening: '開業前',
  open: '営業中',
  suspended: '休館中',
  closed: '閉館',
});
export type CinemaStatus = (typeof cinemaStatus.values)[number];

export const weather = labelled(['sunny', 'cloudy', 'raining', 'thunderstorm', 'storm', 'snow', 'heavySnow'], {
  sunny: '晴れ',
  cloudy: '曇り',
  raining: '雨',
  thunderstorm: '雷雨',
  storm: '台風',
  snow: '雪',
  heavySnow: '大雪',
});

export const taxRates = [
  { value: 0.1, label: '10%（標準税率）' },
  { value: 0.08, label: '8%（軽減税率）' },
  { value: 0, label: '0%（不課税）' },
  { value: -1.1, label: '対象外' },
] as const;
/** Tax rates (docs/domain.md, "tax"): 10 %, 8 % (軽減), 0 % (不課税) and −1.1 (対象外). */
export type TaxRate = (typeof taxRates)[number]['value'];

export const versionType = labelled(['NONE', 'DUB', 'SUBTITLE'], { NONE: 'なし', DUB: '吹替版', SUBTITLE: '字幕版' });
export const shopGroup = labelled(['project', 'product', 'food', 'fee', 'other'], {
  project: '企画',
  product: 'グッズ',
  food: 'フード・ドリンク',
  fee: '手数料',
  other: 'その他',
});
export const productType = labelled(['SALES_ITEM', 'CONSIGNMENT'], { SALES_ITEM: '買取', CONSIGNMENT: '委託' });
// 科目区分 of a 勘定科目 (会計設定, accounting.ts); the keys keep the product spec's spelling (accuredExp, odyDeposit).
export const accountKind = labelled(
  [
    'cash',
    'odyDeposit',
    'accReceivable',
    'otherReceivable',
    'inventory',
    'otherAssets',
    'accPayable',
    'otherPayable',
    'accuredExp',
    'advancePay',
    'deposit',
    'tempReceipt',
    'otherDebt',
    'earnings',
    'costOfSales',
    'adminExp',
    'nonopIncome',
    'nonopExp',
    'suspenseAcc',
  ],
  {
    cash: '現金',
    odyDeposit: '普通預金',
    accReceivable: '売掛金',
    otherReceivable: '未収入金',
    inventory: '商品',
    otherAssets: 'その他資産',
    accPayable: '買掛金',
    otherPayable: '未払金',
    accuredExp: '未払費用',
    advancePay: '前受金',
    deposit: '預り金',
    tempReceipt: '仮受金',
    otherDebt: 'その他負債',
    earnings: '売上高',
    costOfSales: '売上原価',
    adminExp: '販売費及び一般管理費',
    nonopIncome: '営業外収益',
    nonopExp: '営業外費用',
    suspenseAcc: '仮勘定',
  },
);
export const transactionStatus = labelled(
  [
    'success',
    'cancel',
    'delete',
    'expired',
    'fail',
    'partial_refunded',
    'processing',
    'refunded',
    'confirming',
    'pendingPayment',
  ],
  {
    success: '支払い済み',
    // The words of the actions that cause them (取消, 払戻); an unpaid hold released says 仮押さえ解除 (statusWord).
    cancel: '取消済み',
    delete: '削除済み',
    expired: '期限切れ',
    fail: '決済失敗',
    partial_refunded: '一部払戻済み',
    processing: '処理中',
    refunded: '払戻済み',
    confirming: '確認中',
    pendingPayment: '支払い待ち',
  },
);
export type TransactionStatus = (typeof transactionStatus.values)[number];

// Fraction rounding (端数処理); the helper modes ROUND / ROUND_DOWN / ROUND_UP (docs/api-conventions.md, "settings").
export const roundingMode = labelled(['ROUND', 'ROUND_DOWN', 'ROUND_UP'], {
  ROUND: '四捨五入',
  ROUND_DOWN: '切り捨て',
  ROUND_UP: '切り上げ',
});
export type RoundingMode = (typeof roundingMode.values)[number];

export const taxHandling = labelled(['inclusive', 'exclusive'], {
  inclusive: '内税（税込）',
  exclusive: '外税（税抜）',
});
export const receivableCycle = labelled(['monthEnd', 'day20', 'day25'], {
  monthEnd: '月末締め',
  day20: '20日締め',
  day25: '25日締め',
});
export const holidayShift = labelled(['before', 'after'], {
  before: '休日の場合は前営業日',
  after: '休日の場合は翌営業日',
});

export const dictionary = {
  cinemaStatus: cinemaStatus.options,
  weather: weather.options,
  taxRates: [...taxRates],
  versionType: versionType.options,
  shopGroup: shopGroup.options,
  productType: productType.options,
  accountKind: accountKind.options,
  transactionStatus: transactionStatus.options,
  roundingMode: roundingMode.options,
  taxHandling: taxHandling.options,
  receivableCycle: receivableCycle.options,
  holidayShift: holidayShift.options,
};
const dictOption = z.object({ value: z.union([z.string(), z.number()]), label: z.string() });
export const dictionarySchema = z.record(z.string(), z.array(dictOption));
