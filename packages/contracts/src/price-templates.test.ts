import { describe, expect, it } from 'vitest';
import { discountQuantityMessage, discountRuleCreateBody } from './discount-rules.js';
import { presetTicket, ticketPresets } from './price-template-presets.js';
import { priceTemplateCreateBody, priceTemplateTicketBody } from './price-templates.js';

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('price template contract', () => {
  it('has the usual presets, each a valid 券種 sold everywhere on ordinary seats', () => {
    expect(ticketPresets.map((p) => `${p.name} ${p.price}`)).toEqual([
      '一般 2000',
      '大学生 1500',
      '高校生 1000',
      '中学・小学生 1000',
      '幼児 1000',
      'シニア 1300',
      '障がい者 1000',
    ]);
    const t = priceTemplateTicketBody.parse(presetTicket(ticketPresets[0]!));
    expect(t).toMatchObject({
      seatTypes: ['general', 'special', 'vip', 'wheelchair'],
      devices: ['kiosk', 'online', 'pos'],
      purchaseUnit: 1,
    });
    expect(t.categories).toHaveLength(5);
  });

  it('fills days and categories when absent and reads blank times and dates as none', () => {
    const { weekdays: _w, categories: _c, ...rest } = presetTicket(ticketPresets[0]!);
    const t = priceTemplateTicketBody.parse({ ...rest, salesStartTime: '', displayFrom: '' });
    expect(t).toMatchObject({ weekdays: [0, 1, 2, 3, 4, 5, 6], salesStartTime: null, displayFrom: null });
    expect(t.categories).toEqual(['allNight', 'late', 'main', 'morning', 'special']);
  });

  it('accepts 36-hour times and refuses 36:00 and later', () => {
    const at = (salesStartTime: string) =>
      priceTemplateTicketBody.safeParse({ ...presetTicket(ticketPresets[0]!), salesStartTime });
    expect(at('25:30').success).toBe(true);
    expect(at('35:59').success).toBe(true);
    expect(at('36:00').success).toBe(false);
    expect(at('9:00').success).toBe(false);
  });

  it('names a 券種 name used twice', () => {
    const t = presetTicket(ticketPresets[0]!);
    const r = priceTemplateCreateBody.safeParse({ name: '通常', tickets: [t, { ...t, name: ' 一般 ' }] });
    expect(issues(r)).toEqual({ 'tickets.1.name': '券種名「一般」が重複しています' });
  });
});

describe('discount rule contract', () => {
  const rule = (extra: object) =>
    discountRuleCreateBody.safeParse({ name: 'ペア割', quantity: 2, discountType: 'amount', amountOff: 200, ...extra });

  it('takes an applicable quantity of 2 to 10', () => {
    expect(rule({ quantity: 2 }).success).toBe(true);
    expect(rule({ quantity: 10 }).success).toBe(true);
    expect(issues(rule({ quantity: 1 }))).toEqual({ quantity: discountQuantityMessage });
    expect(issues(rule({ quantity: 11 }))).toEqual({ quantity: discountQuantityMessage });
  });

  it('keeps weekdays 0-6 Sunday first, sorted and once each; takes the 1-7 numbering’s Sunday (7) as 0; refuses 8', () => {
    expect(rule({ weekdays: [6, 0, 0] }).data?.weekdays).toEqual([0, 6]);
    // Lists numbered 1-7 (Monday 1 … Sunday 7) mean the same days: only Sunday differs.
    expect(rule({ weekdays: [7, 1, 6] }).data?.weekdays).toEqual([0, 1, 6]);
    expect(rule({ weekdays: [7, 0] }).data?.weekdays).toEqual([0]);
    expect(issues(rule({ weekdays: [8] }))).toEqual({ 'weekdays.0': '「適用曜日」を選択してください' });
    expect(issues(rule({ weekdays: [-1] }))).toEqual({ 'weekdays.0': '「適用曜日」を選択してください' });
  });
});
