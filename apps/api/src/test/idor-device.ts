import type { DeviceMenu, DeviceMenuItem, SaleDocument } from '@cinema/contracts';
import { nextDoc, salesFixture } from '../modules/sales/sales.fixtures.js';
import type { TestContext } from './helper.js';

// The device documents the IDOR suite (idor.test.ts) starts from: one valid document of each kind
// that names a record, sent by 新宿's devices (a POS; the online channel for its own kinds), so that
// only the one foreign id put into it can be the reason for a refusal. Each model is a function: a
// document is sent once, so every call makes a fresh clientId and deviceSeq.

type Doc = Record<string, unknown>;
export type DeviceModels = Record<string, () => Doc>;

/** Kinds only the online channel sends (docs/device-api.md). */
export const onlineKinds = new Set(['hold', 'payment_result', 'release']);

/** A set's line with a choice of each of its choice groups, at the menu's price. */
function setLine(item: DeviceMenuItem) {
  const groups = [...new Set(item.components.flatMap((c) => (c.choiceGroup ? [c.choiceGroup] : [])))];
  return {
    type: 'shop' as const,
    itemId: item.id,
    quantity: 1,
    choices: groups.map((group) => ({ group, itemId: item.components.find((c) => c.choiceGroup === group)!.itemId })),
    unitPrice: item.price,
  };
}

const isSet = (i: DeviceMenuItem) => i.kind === 'set' && i.components.some((c) => c.choiceGroup) && !i.soldOut;

/**
 * 新宿's devices and their models, by document kind (`kind=sale`…) and for the quote; the POS's own
 * sales, shift and online orders the models name are recorded here. `day`: the screening's business day.
 */
export async function deviceModels(t: TestContext, day = '2031-04-11') {
  const s = await salesFixture(t, day);
  const online = await s.token('IDORWEB', 'online');
  const ok = async (doc: Doc, token = s.pos) => {
    const res = await s.post(doc, token);
    if (res.statusCode !== 200) throw new Error(`${String(doc.kind)} not accepted: ${res.body}`);
    return doc as { clientId: string; total: number };
  };
  const menu = async (token: string) => (await s.get<DeviceMenu>('/api/device/items', token)).items;
  const posSet = (await menu(s.pos)).find(isSet)!;
  const webSet = (await menu(online)).find(isSet);

  const shift = await ok({ kind: 'shift_open', ...nextDoc(), openingFloat: 10_000 });
  const forVoid = await ok(s.sale(['E-1']));
  const forRefund = await ok(s.sale(['E-2', 'E-3']));
  // A ticket, an item with its options and a set with its choices, paid in cash.
  const sale = (seat: string, set = posSet): SaleDocument => {
    const doc = s.sale([seat], { shiftClientId: shift.clientId }, 1);
    const lines = [...doc.lines, setLine(set)];
    const total = doc.total + set.price;
    return { ...doc, lines, total, payments: [{ methodId: s.cash.id, amount: total }] };
  };
  const hold = (seat: string): Doc => {
    const { kind: _, payments: __, shiftClientId: ___, ...doc } = sale(seat, webSet ?? posSet);
    return { ...doc, kind: 'hold' };
  };
  const toPay = await ok(hold('F-1'), online);
  const toRelease = await ok(hold('F-2'), online);

  const models: DeviceModels = {
    'kind=sale': () => sale('A-1'),
    'kind=hold': () => hold('A-2'),
    'kind=admission': () => ({
      kind: 'admission',
      ...nextDoc(),
      screeningId: s.screeningId,
      seatKey: 'E-3',
      action: 'admit',
    }),
    'kind=refund': () => ({
      kind: 'refund',
      ...nextDoc(),
      originalId: forRefund.clientId,
      shiftClientId: shift.clientId,
      lines: [{ lineNo: 1, quantity: 1 }],
    }),
    'kind=void': () => ({ kind: 'void', ...nextDoc(), originalId: forVoid.clientId }),
    'kind=cash_movement': () => ({
      kind: 'cash_movement',
      ...nextDoc(),
      shiftClientId: shift.clientId,
      movement: 'floatAdd',
      amount: 1000,
    }),
    'kind=payment_result': () => ({
      kind: 'payment_result',
      ...nextDoc(),
      transactionId: toPay.clientId,
      result: 'success',
      payments: [{ methodId: s.credit.id, amount: toPay.total }],
    }),
    'kind=release': () => ({ kind: 'release', ...nextDoc(), transactionId: toRelease.clientId }),
    // Last of the controls: it closes the shift the others name.
    'kind=shift_close': () => ({
      kind: 'shift_close',
      ...nextDoc(),
      shiftClientId: shift.clientId,
      countedCash: {},
      overShortReason: 'IDOR検査',
    }),
    'kind=batch': () => ({ kind: 'batch', documents: [] }),
  };
  const quote = () => ({ lines: sale('A-3').lines.map(({ unitPrice: _, ...line }) => line) });
  // A sale's lines one by one (a ticket, a set with its choices), for the console's sale on account.
  const lineModels: DeviceModels = {
    'type=ticket': () => sale('A-4').lines[0]!,
    'type=shop': () => sale('A-4').lines[2]!,
  };
  return { pos: s.pos, online, hq: s.hq, models, quote, lineModels };
}
