import { filmFeeCategory } from './film-fees.js';
import { ALL_WEEKDAYS, salesDevice, type PriceTemplateTicketInput } from './price-templates.js';
import { seatTypes } from './seat-plan.js';

export type TicketPreset = Pick<PriceTemplateTicketInput, 'kind' | 'name' | 'price' | 'alertMessage'>;
/** The usual Japanese 券種 and prices (docs/domain.md, "ticket kinds and prices"); the form's プリセット and the demo data. */
export const ticketPresets: readonly TicketPreset[] = [
  { kind: 'general', name: '一般', price: 2000, alertMessage: null },
  { kind: 'university', name: '大学生', price: 1500, alertMessage: '学生証をご提示ください' },
  { kind: 'highSchool', name: '高校生', price: 1000, alertMessage: '学生証をご提示ください' },
  { kind: 'child', name: '中学・小学生', price: 1000, alertMessage: null },
  { kind: 'infant', name: '幼児', price: 1000, alertMessage: '3歳以上の方が対象です' },
  {
    kind: 'senior',
    name: 'シニア',
    price: 1300,
    alertMessage: '60歳以上の方が対象です。年齢を確認できるものをご提示ください',
  },
  { kind: 'disabled', name: '障がい者', price: 1000, alertMessage: '障害者手帳またはミライロIDをご提示ください' },
];

/** A full 券種 row from a preset: ordinary seats (not pair or closed seats), every device, day and category. */
export const presetTicket = (p: TicketPreset): PriceTemplateTicketInput => ({
  ...p,
  additionalCharge: 0,
  salesStartTime: null,
  salesEndTime: null,
  maxPurchases: null,
  presaleMemberRank: null,
  standingSeatCount: 0,
  seatTypes: seatTypes.filter((s) => s !== 'closed' && s !== 'pair'),
  purchaseUnit: 1,
  displayFrom: null,
  displayTo: null,
  devices: [...salesDevice.values],
  weekdays: [...ALL_WEEKDAYS],
  categories: [...filmFeeCategory.values],
});
