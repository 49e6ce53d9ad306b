import { z } from 'zod';
import { ja } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { defineJob, enqueue } from '../../platform/jobs/index.js';
import { mailTransport } from '../../platform/mail/index.js';
import { escapeHtml } from './html.js';
import { pageOf, type Site } from './website-public.site.js';

// 貸切・レンタルスペースのお問い合わせ (docs/website.md, "the public site"): a plain HTML form, checked here, queued as
// a job in the same statement's database and sent by the job runner through the platform's mail carrier (as ticket
// e-mails are), to the page's お問い合わせの送信先 or else the cinema's address. Each address may send a few per window.

export const inquiryLabels = {
  name: 'お名前',
  email: 'メールアドレス',
  phone: '電話番号',
  preferredDate: 'ご希望の日時',
  people: 'ご利用人数',
  message: 'お問い合わせ内容',
} as const;
const L = inquiryLabels;
const text = (label: string, max: number, required: boolean) =>
  z
    .string()
    .trim()
    .max(max, ja.maxLength(label, max))
    .refine((v) => !required || v.length > 0, ja.required(label));

export const inquiryForm = z.object({
  name: text(L.name, 60, true),
  email: text(L.email, 254, true).refine(
    (v) => v === '' || /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/.test(v),
    ja.invalidEmail,
  ),
  phone: text(L.phone, 20, false).refine(
    (v) => /^[0-9+\-() ]*$/.test(v),
    `「${L.phone}」は数字とハイフンで入力してください`,
  ),
  preferredDate: text(L.preferredDate, 60, false),
  people: text(L.people, 20, false),
  message: text(L.message, 2000, true),
});
export type InquiryForm = z.infer<typeof inquiryForm>;
export type InquiryValues = Partial<Record<keyof InquiryForm, string>>;
export type InquiryErrors = Partial<Record<keyof InquiryForm, string>>;

/** The form's fields as posted (strings only; anything else is read as empty). */
export function formValues(body: URLSearchParams): InquiryValues {
  return Object.fromEntries(Object.keys(L).map((k) => [k, body.get(k) ?? '']));
}

export function checkInquiry(values: InquiryValues): { ok: InquiryForm } | { errors: InquiryErrors } {
  const parsed = inquiryForm.safeParse(values);
  if (parsed.success) return { ok: parsed.data };
  const errors: InquiryErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof InquiryForm;
    errors[key] ??= issue.message;
  }
  return { errors };
}

const mailPayload = z.object({
  to: z.string(),
  replyTo: z.string(),
  fromName: z.string(),
  subject: z.string(),
  text: z.string(),
});

export const inquiryMailJob = defineJob({
  queue: 'websitePublic.inquiryMail',
  payload: mailPayload,
  maxAttempts: 5,
  run: async ({ payload }) => {
    const transport = mailTransport();
    await transport.send({
      from: `"${payload.fromName.replace(/["\\\r\n]/g, '')}" <${transport.defaultFrom.replace(/^.*<|>$/g, '')}>`,
      replyTo: payload.replyTo,
      to: payload.to,
      subject: payload.subject,
      text: payload.text,
      html: `<pre>${escapeHtml(payload.text)}</pre>`,
    });
  },
});

/** Where a rental inquiry goes: the page's address, else the cinema's (else the brand's); null: the form is off. */
export function inquiryAddress(site: Site): string | null {
  const page = pageOf(site, 'rentalSpace');
  if (!page?.content.inquiryEnabled) return null;
  return page.content.inquiryEmail ?? site.cinema.email ?? site.cinema.brandEmail ?? null;
}

/** Queues the mail of an inquiry (sent by the job runner). */
export async function queueInquiry(db: Db, site: Site, to: string, form: InquiryForm) {
  const lines = [
    `${site.cinema.name}のサイトから、貸切・レンタルスペースのお問い合わせがありました。`,
    '',
    ...Object.entries(L).map(([k, label]) => `【${label}】\n${form[k as keyof InquiryForm] || '（未記入）'}\n`),
    `受付日時: ${new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', dateStyle: 'medium', timeStyle: 'short' }).format(site.now)}`,
  ];
  await enqueue(db, inquiryMailJob, {
    to,
    replyTo: form.email,
    fromName: site.info.siteName,
    subject: `【${site.cinema.name}】貸切・レンタルのお問い合わせ（${form.name.replace(/[\r\n]/g, ' ')}様）`,
    text: lines.join('\n'),
  });
}

const WINDOW_MS = 10 * 60_000;
export const INQUIRIES_PER_WINDOW = 5;
const sentBy = new WeakMap<Db, Map<string, number[]>>();

/** Whether a client address may send one more inquiry now (in-process; a few per ten minutes). */
export function inquiryAllowed(db: Db, address: string, now = Date.now()): boolean {
  let byAddress = sentBy.get(db);
  if (!byAddress) sentBy.set(db, (byAddress = new Map()));
  const recent = (byAddress.get(address) ?? []).filter((t) => now - t < WINDOW_MS);
  if (recent.length >= INQUIRIES_PER_WINDOW) {
    byAddress.set(address, recent);
    return false;
  }
  recent.push(now);
  byAddress.delete(address);
  // The oldest addresses go first when the map grows past a bound (a flood from many addresses).
  if (byAddress.size > 10_000) for (const k of [...byAddress.keys()].slice(0, 1000)) byAddress.delete(k);
  byAddress.set(address, recent);
  return true;
}
