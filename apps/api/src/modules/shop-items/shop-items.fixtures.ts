import type { ShopItemCreateInput } from '@cinema/contracts';

/** A valid food item body; tests change one thing at a time. */
export const popcornBody = (over: Partial<ShopItemCreateInput> = {}): ShopItemCreateInput => ({
  kind: 'concession',
  code: 'T100',
  name: 'テスト キャラメルポップコーン',
  nameKana: 'てすとぽっぷこーん',
  shopGroup: 'food',
  category: 'ポップコーン',
  price: 500,
  taxRate: 0.08,
  eatInTaxRate: 0.1,
  inventoryControl: true,
  minStock: 10,
  options: [
    {
      name: 'サイズ',
      required: true,
      multiple: false,
      choices: [
        { name: 'S', priceDelta: 0 },
        { name: 'M', priceDelta: 100 },
        { name: 'L', priceDelta: 200 },
      ],
    },
  ],
  ...over,
});

export const csvBase64 = (lines: string[]) => Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8').toString('base64');

/** Text as Shift_JIS bytes (what Excel on Windows saves), by inverting Node's decoder: tests only. */
export function shiftJis(text: string): Buffer {
  const decoder = new TextDecoder('shift_jis');
  const table = new Map<string, number[]>();
  for (let hi = 0x81; hi <= 0xfc; hi++)
    for (let lo = 0x40; lo <= 0xfc; lo++) table.set(decoder.decode(Uint8Array.from([hi, lo])), [hi, lo]);
  for (let b = 0xa1; b <= 0xdf; b++) table.set(decoder.decode(Uint8Array.from([b])), [b]);
  return Buffer.from(
    [...text].flatMap((ch) => (ch.charCodeAt(0) < 0x80 ? [ch.charCodeAt(0)] : (table.get(ch) ?? [0x3f]))),
  );
}
