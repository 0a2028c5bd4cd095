import DOMPurify from 'dompurify';
import { Box, type BoxProps } from '@mantine/core';
import { useMemo } from 'react';

export interface SafeHtmlProps extends BoxProps {
  /** HTML from the CMS; sanitised with DOMPurify before it reaches the DOM. */
  html: string | null | undefined;
  /** Element to render, default `div`. */
  component?: 'div' | 'section' | 'article' | 'span';
}

/** The one way to render CMS HTML (descriptions, messages, page bodies, popup consent). */
export function SafeHtml({ html, component = 'div', ...boxProps }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html ?? ''), [html]);
  return <Box component={component} className="cms-html" {...boxProps} dangerouslySetInnerHTML={{ __html: clean }} />;
}

export function sanitizeHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, ADD_ATTR: ['target'] });
  return clean;
}

// Links from CMS HTML that open a new tab must not hand over window.opener.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
    node.setAttribute('rel', 'noopener noreferrer');
  }
});
