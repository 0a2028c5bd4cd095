import type sanitizeHtmlType from 'sanitize-html';
import { loadOnFirstUse } from '../load-on-first-use';

const sanitizeHtml = loadOnFirstUse<typeof sanitizeHtmlType>('sanitize-html');

/**
 * What the console's rich-text fields may hold: what its editor (Tiptap's StarterKit and Link)
 * writes — paragraphs, headings, emphasis, lists, quotes, code, rules, line breaks and links —
 * and nothing else. Scripts, styles, event handlers, frames and `javascript:` links are dropped.
 */
const RICH_TEXT: sanitizeHtmlType.IOptions = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'br',
    'hr',
    'a',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  // A link that opens a new tab never gives the opened page a handle on ours.
  transformTags: {
    a: (tagName, attribs) =>
      attribs.target === '_blank' ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } } : { tagName, attribs },
  },
};

/**
 * An editor's HTML as it is stored: sanitised on save (the SPA sanitises again on render,
 * src/components/SafeHtml.tsx), so the database never holds active content.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml()(html, RICH_TEXT).trim();
}

/** The text of sanitised HTML, its runs of white space as one space (entities stay as written). */
export function textOf(sanitized: string): string {
  return sanitizeHtml()(sanitized, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}

/** True when sanitised HTML has some text (not only tags and spaces). */
export function hasText(sanitized: string): boolean {
  return textOf(sanitized) !== '';
}
