// The member fields a mail to members carries (docs/membership.md, "メールマガジン"): written {{氏名}} in its subject
// and body, filled per member by the API when it sends and previews; the forms refuse any other name. One list for
// メールマガジン and オートメーション's mails, so a member reads the same fields whichever sent it.

/** The member fields a mail may carry, by the name written between {{ }}. */
export const mailPlaceholders = ['氏名', 'ランク', '会員番号', 'ポイント', '有効期限'] as const;
export type MailPlaceholder = (typeof mailPlaceholders)[number];
export const mailPlaceholderList = mailPlaceholders.map((p) => `{{${p}}}`).join('、');
const PLACEHOLDER_RE = /\{\{\s*([^{}]*?)\s*\}\}/g;

export type MailMember = Record<MailPlaceholder, string>;

/** The placeholders of a text that are not a member field ({{名前}}, a typo), for the compose form's message. */
export const unknownPlaceholders = (text: string) =>
  [...text.matchAll(PLACEHOLDER_RE)]
    .map((m) => m[1] ?? '')
    .filter((name) => !(mailPlaceholders as readonly string[]).includes(name));

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The text with each {{field}} replaced by the member's value; escaped for HTML when `html`. */
export const fillPlaceholders = (text: string, member: MailMember, { html = false } = {}) =>
  text.replace(PLACEHOLDER_RE, (whole, name: string) => {
    const value = (member as Record<string, string | undefined>)[name];
    if (value === undefined) return whole;
    return html ? escapeHtml(value) : value;
  });

/** The fictional member a preview shows when the filter finds nobody. */
export const sampleMailMember: MailMember = {
  氏名: '見本 花子',
  ランク: 'レギュラー',
  会員番号: 'SAMPLE0001',
  ポイント: '120',
  有効期限: '2027年3月31日',
};

/** A date (YYYY-MM-DD) as a mail writes it: 2027年3月31日; none: なし. */
export const mailDateText = (d: string | null) =>
  d ? `${d.slice(0, 4)}年${Number(d.slice(5, 7))}月${Number(d.slice(8, 10))}日` : 'なし';
