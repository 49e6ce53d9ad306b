import type { CouponCreateInput } from '@cinema/contracts';

/** A valid coupon body; override what a test is about. */
export const newCoupon = (name: string, over: Partial<CouponCreateInput> = {}): CouponCreateInput => ({
  name,
  description: null,
  discountKind: 'amountOff',
  discountAmount: 100,
  ticketKinds: [],
  seatTypes: [],
  formatIds: [],
  shopItemIds: [],
  shopGroups: [],
  minPurchase: null,
  cinemaIds: [],
  usageLimit: 1,
  expiryType: 'none',
  validFrom: null,
  validUntil: null,
  validDays: null,
  combinable: false,
  channels: ['pos', 'kiosk', 'online'],
  clientId: null,
  state: 'active',
  note: null,
  ...over,
});
