import type { Schemas } from '../api/types';
import { resourceManagers } from '../db/schema';
import type { ContentKind } from './content-kind';
import { termKind } from './term-fields';

/**
 * The need-help list (GET /jsonapi/need-help). No stored record refers to an entry (contact
 * messages keep the resource's title and the reason as text), so any entry can be deleted.
 */
type Row = typeof resourceManagers.$inferSelect;

export const needHelpKind: ContentKind<Row, Schemas['TermInput']> = {
  ...termKind<Row>(resourceManagers, 301, (name) => `An entry named ${name} already exists in the need-help list.`),
  entityType: 'need_help',
  label: 'need-help entry',
  plural: 'need-help entries',
  list: { path: 'need-help', search: ['name'] },
  contentTypeOf: () => 'need_help',
};
