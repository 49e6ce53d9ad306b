import { clockLabel, formatBusinessDate, formatTokyoDateTime, toScaleTime } from '@cinema/contracts';
import type { MailAttachment, MailMessage } from '../../platform/mail/index.js';
import type { TicketMailData, TicketMailSeat } from './ticket-mail.data.js';
import { ticketQrPayload, ticketQrPng } from './ticket-qr.js';

// The ticket e-mail (チケット購入完了のお知らせ): Japanese, a text part and an HTML part with one
// inline QR code per seat. Every value from the database is escaped in the HTML part.

/** 全角スペース: the text part's columns, as Japanese mail clients show them. */
const SP = '\u3000';
const yen = (n: number) => `${n.toLocaleString('ja-JP')}円`;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** 'D-10' → 'D列10番'. */
export const seatName = (key: string) => {
  const at = key.lastIndexOf('-');
  return at > 0 ? `${key.slice(0, at)}列${key.slice(at + 1)}番` : key;
};

/** The start on the business day's 36-hour scale: '2026/05/04（月） 25:30（翌1:30）'. */
export function startLabel(seat: Pick<TicketMailSeat, 'startAt' | 'businessDate'>) {
  try {
    const time = toScaleTime(seat.startAt, seat.businessDate);
    const clock = clockLabel(time);
    return `${formatBusinessDate(seat.businessDate)} ${time}${clock.startsWith('翌') ? `（${clock}）` : ''}`;
  } catch {
    return formatTokyoDateTime(seat.startAt);
  }
}

interface Screening {
  title: string;
  when: string;
  house: string;
  seats: (TicketMailSeat & { cid: string })[];
}

function byScreening(seats: TicketMailSeat[]): Screening[] {
  const groups = new Map<string, Screening>();
  seats.forEach((s, i) => {
    const key = `${s.filmName}|${s.startAt.toISOString()}|${s.houseName}`;
    const group = groups.get(key) ?? { title: s.filmName, when: startLabel(s), house: s.houseName, seats: [] };
    group.seats.push({ ...s, cid: `qr-${i + 1}@ticket` });
    groups.set(key, group);
  });
  return [...groups.values()];
}

const ENTRY_TEXT = [
  '入場口で、座席ごとのQRコードをスタッフにご提示ください（画面の明るさを上げると読み取りやすくなります）。',
  '劇場の自動券売機で予約番号を入力して、チケットを発券することもできます。',
  'お連れ様とご一緒にご入場ください。QRコードは1座席につき1回のみ有効です。',
];

export const ticketMailSubject = (d: Pick<TicketMailData, 'cinema' | 'transactionNo'>) =>
  `【${d.cinema.name}】チケット購入完了のお知らせ（予約番号：${d.transactionNo}）`;

function textPart(d: TicketMailData, screenings: Screening[]) {
  const lines = [
    `${d.purchaserName ?? 'お客'} 様`,
    '',
    `${d.cinema.name}をご利用いただき、ありがとうございます。`,
    'チケットのご購入が完了しましたので、ご予約内容をお知らせします。',
    '',
    '■ 予約番号',
    d.transactionNo,
  ];
  for (const s of screenings) {
    lines.push('', '■ 作品', s.title, '■ 上映日時', `${s.when} 開始`, '■ スクリーン', s.house, '■ 座席・券種');
    for (const seat of s.seats) lines.push(`${seatName(seat.seatKey)}${SP}${seat.ticketName}${SP}${yen(seat.amount)}`);
  }
  lines.push('', '■ お支払い金額', `${yen(d.total)}（税込）`, '', '■ ご入場方法');
  lines.push(...ENTRY_TEXT.map((t) => `・${t}`));
  lines.push('', '※ QRコードはHTML形式のメールに表示されます。', '', '―――――――――――――――', d.cinema.name);
  if (d.cinema.phone) lines.push(`電話：${d.cinema.phone}`);
  if (d.cinema.websiteUrl) lines.push(d.cinema.websiteUrl);
  if (!d.cinema.replyTo) lines.push('このメールは送信専用のアドレスから送信しています。');
  return `${lines.join('\n')}\n`;
}

function htmlPart(d: TicketMailData, screenings: Screening[]) {
  const e = escapeHtml;
  const th = 'style="text-align:left;padding:4px 12px 4px 0;color:#555;white-space:nowrap;vertical-align:top"';
  const blocks = screenings.map((s) => {
    const seats = s.seats
      .map(
        (seat) => `<div style="display:inline-block;margin:8px 16px 8px 0;text-align:center">
<img src="cid:${seat.cid}" width="160" height="160" alt="${e(seatName(seat.seatKey))}のQRコード"><br>
<strong>${e(seatName(seat.seatKey))}</strong> ${e(seat.ticketName)} ${e(yen(seat.amount))}</div>`,
      )
      .join('\n');
    return `<table style="border-collapse:collapse;margin:16px 0 4px">
<tr><th ${th}>作品</th><td><strong>${e(s.title)}</strong></td></tr>
<tr><th ${th}>上映日時</th><td>${e(s.when)} 開始</td></tr>
<tr><th ${th}>スクリーン</th><td>${e(s.house)}</td></tr>
</table>
<div>${seats}</div>`;
  });
  const contact = [
    e(d.cinema.name),
    d.cinema.phone ? `電話：${e(d.cinema.phone)}` : '',
    d.cinema.websiteUrl ? e(d.cinema.websiteUrl) : '',
  ]
    .filter(Boolean)
    .join('<br>');
  return `<!doctype html>
<html lang="ja"><head><meta charset="utf-8"><title>${e(ticketMailSubject(d))}</title></head>
<body style="font-family:'Hiragino Sans','Noto Sans JP',Meiryo,sans-serif;color:#222;line-height:1.6">
<p>${e(d.purchaserName ?? 'お客')} 様</p>
<p>${e(d.cinema.name)}をご利用いただき、ありがとうございます。<br>チケットのご購入が完了しましたので、ご予約内容をお知らせします。</p>
<p style="font-size:18px">予約番号：<strong>${e(d.transactionNo)}</strong></p>
${blocks.join('\n')}
<p>お支払い金額：<strong>${e(yen(d.total))}</strong>（税込）</p>
<h3 style="font-size:15px;margin-bottom:4px">ご入場方法</h3>
<ul style="margin-top:0">${ENTRY_TEXT.map((t) => `<li>${e(t)}</li>`).join('')}</ul>
<hr><p style="font-size:12px;color:#555">${contact}${d.cinema.replyTo ? '' : '<br>このメールは送信専用のアドレスから送信しています。'}</p>
</body></html>
`;
}

const quoted = (name: string) => `"${name.replace(/["\\]/g, '')}"`;

/** The whole message to the purchaser; QR images are made here, one per seat. */
export async function ticketMail(d: TicketMailData & { to: string }, defaultFrom: string): Promise<MailMessage> {
  const screenings = byScreening(d.seats);
  const attachments: MailAttachment[] = [];
  for (const s of screenings)
    for (const seat of s.seats)
      attachments.push({
        filename: `ticket-${d.transactionNo}-${seat.seatKey}.png`,
        content: await ticketQrPng(ticketQrPayload(d.transactionId, seat.seatKey)),
        contentType: 'image/png',
        cid: seat.cid,
      });
  const address = d.cinema.senderAddress ?? defaultFrom;
  return {
    from: `${quoted(d.cinema.senderName ?? d.cinema.name)} <${address.replace(/^.*<|>.*$/g, '')}>`,
    replyTo: d.cinema.replyTo ?? undefined,
    to: d.to,
    subject: ticketMailSubject(d),
    text: textPart(d, screenings),
    html: htmlPart(d, screenings),
    attachments,
    reference: d.transactionId,
  };
}
