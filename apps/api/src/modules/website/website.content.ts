import { websiteContentSchemas, type ImageRef, type WebsiteContent, type WebsitePageKind } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { sanitizeRichText } from '../../platform/rich-text.js';
import { resolveImageRefs } from '../files/index.js';

// A page's content as it is stored (docs/website.md, "the API"): checked against its kind's schema, each error on
// its field (its path in the content: title, items.2.question), rich text cut to the allow-list, images only the
// brand's uploaded files.

const RICH = ['body', 'notes'] as const;
const IMAGES = ['image', 'ogImage', 'logo'] as const;

/** The issues of a content, each on its path (the editor shows them on its fields). */
export function contentIssues(kind: WebsitePageKind, content: WebsiteContent) {
  const parsed = websiteContentSchemas[kind].safeParse(content);
  if (parsed.success) return { content: parsed.data as WebsiteContent, errors: [] };
  return {
    content: null,
    errors: parsed.error.issues.map((i) => ({ field: i.path.join('.') || 'content', message: i.message })),
  };
}

function sanitized(content: WebsiteContent): WebsiteContent {
  const out: WebsiteContent = { ...content };
  for (const key of RICH) if (typeof out[key] === 'string') out[key] = sanitizeRichText(out[key]);
  if (Array.isArray(out.items))
    out.items = out.items.map((item: Record<string, unknown>) => ({
      ...item,
      answer: typeof item.answer === 'string' ? sanitizeRichText(item.answer) : '',
    }));
  return out;
}

/** The content to store, or a 400 naming the first field wrong (and all of them in `errors`). */
export async function checkedContent(
  db: Db,
  brandId: number,
  kind: WebsitePageKind,
  content: WebsiteContent,
): Promise<WebsiteContent> {
  const checked = contentIssues(kind, content);
  if (!checked.content) {
    const [first] = checked.errors;
    throw new AppError('validation_failed', first?.message ?? '入力内容を確認してください', checked.errors);
  }
  const out = sanitized(checked.content);
  const fields = IMAGES.flatMap((field) => {
    const ref = out[field] as ImageRef | null | undefined;
    return ref ? [{ field, ref }] : [];
  });
  if (fields.length) {
    const { images } = await resolveImageRefs(db, brandId, fields, 'refuse');
    fields.forEach(({ field }, i) => (out[field] = images[i] ?? null));
  }
  return out;
}

/** The page's title as lists and revisions show it. */
export const titleOf = (content: WebsiteContent): string =>
  typeof content.title === 'string' ? content.title : typeof content.siteName === 'string' ? content.siteName : '';
