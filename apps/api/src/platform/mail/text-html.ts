// A plain-text mail's HTML part: the text escaped, its line breaks kept. For mails whose body staff typed as text
// (自動化ルール, docs/membership.md), so nothing they typed becomes markup.
const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const textToHtml = (text: string) =>
  `<div style="white-space:pre-wrap;font-family:sans-serif">${text.replace(/[&<>"']/g, (c) => entities[c] ?? c)}</div>`;
