import {
  automationAction,
  automationTrigger,
  triggerValueRange,
  type AutomationAction,
  type AutomationTrigger,
} from '@cinema/contracts';

// A rule read as a sentence on the list and in the form's summary: 「来場 5回目」「100ポイント付与」.

export function triggerText(r: { trigger: AutomationTrigger; triggerValue: number | null }) {
  const range = triggerValueRange[r.trigger];
  if (!range) return automationTrigger.labels[r.trigger];
  const n = r.triggerValue ?? 'N';
  if (r.trigger === 'nthVisit') return `${n}回目の来場`;
  if (r.trigger === 'daysSinceVisit') return `最終来場から${n}日`;
  return `有効期限の${n}日前`;
}

export function actionText(r: {
  action: AutomationAction;
  points: number | null;
  mailSubject: string | null;
  couponName?: string | null;
}) {
  if (r.action === 'coupon') return r.couponName ? `クーポン「${r.couponName}」を配布` : automationAction.labels.coupon;
  if (r.action === 'points') return `${(r.points ?? 0).toLocaleString('ja-JP')}ポイント付与`;
  return r.mailSubject ? `メール「${r.mailSubject}」` : automationAction.labels.mail;
}
