import sanitizeHtml from 'sanitize-html';

// Rich text staff type (劇場サイト's bodies; docs/website.md, "safety"): whatever the editor sends is cut down to an
// allow-list before it is stored, and again when a page is rendered, so nothing typed can run script on the public
// site or in the console. No style or class attributes (the public pages' CSP has no 'unsafe-inline'), no event
// handlers, links only to http(s), mailto, tel or the site itself, images only from http(s) or our own files.
// sanitize-html is kept at 2.17: 2.18 needs Node 22.

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'hr',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'code',
    'pre',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link that opens a new tab cannot reach back into the page that opened it.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/** The allow-listed HTML of what the editor sent. */
export const sanitizeRichText = (html: string): string => sanitizeHtml(html, options).trim();

/** Plain text of rich text (meta descriptions, list titles): tags dropped, whitespace folded. */
export const plainText = (html: string): string =>
  // A block's end (or a line break) is a space, so 「<h2>料金</h2><p>一般」 reads 「料金 一般」.
  sanitizeHtml(html.replace(/<\/(?:p|h\d|li|td|th|blockquote|pre)>|<br\s*\/?>/gi, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/\s+/g, ' ')
    .trim();
