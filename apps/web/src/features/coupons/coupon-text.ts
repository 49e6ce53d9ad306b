import { couponExpiryType, salesDevice, type Coupon } from '@cinema/contracts';

/** 期限日まで（2027-03-31）, 有効化から30日, 期限なし. */
export function expiryText(c: Pick<Coupon, 'expiryType' | 'validUntil' | 'validDays'>) {
  if (c.expiryType === 'deadline') return `${c.validUntil ?? ''}まで`;
  if (c.expiryType === 'none') return couponExpiryType.labels.none;
  return `${c.expiryType === 'daysFromIssue' ? '発行' : '有効化'}から${c.validDays ?? ''}日`;
}

export const channelsText = (c: Pick<Coupon, 'channels'>) => c.channels.map((v) => salesDevice.labels[v]).join('・');
