import { eq, type AnyColumn, type SQL } from 'drizzle-orm';
import { previewAudience } from '../preview-scope';

/**
 * The condition that keeps drafts from guests and members: `column = true`, or none inside an
 * editor's preview, which shows drafts as they would look once published.
 */
export function publishedOnly(column: AnyColumn): SQL | undefined {
  return previewAudience() === null ? eq(column, true) : undefined;
}
