import type { SessionEditor } from '../auth/editor-auth';
import type { AuditAction, AuditEntityType } from '../db/audit-log.repository';
import type { Db } from '../db/client';
import type { ConsoleContentType } from '../db/console-content.repository';
import type { ContentRow, ContentStore } from '../db/content-items.repository';
import type { AppDeps } from '../deps';

// A content kind of the editor console, declared once (docs/console-kinds.md): what
// is special about it. The engine (server/services/content-engine/) does the rest for every kind:
// create, update, delete, reorder, publish and unpublish, the revision check, the audit row, Put
// back and the cache flush. Members are methods, so a kind declared with its own row and input
// types is still a ContentKind.

export type KindDeps = Pick<AppDeps, 'db' | 'now' | 'contentCache' | 'files' | 'config'>;

/** A save in progress, as a kind's hooks see it (inside the change's transaction). */
export interface SaveChange<Row, Input> {
  tx: Db;
  deps: KindDeps;
  editor: SessionEditor;
  input: Input;
  /** The row's new values (from the input, with the group of a new row). */
  values: Partial<Row>;
  /** The row as stored before; null for a new one. */
  before: Row | null;
}

/** What a kind adds to the record of a save: another audit action, and notes for the audit row's `after`. */
export interface SaveNote {
  action?: AuditAction;
  audit?: Record<string, unknown>;
}

/** A value no other row (of the group, with `inGroup`) may have. */
export interface UniqueRule<Row> {
  /** The row's property (a plain string: a `keyof Row` would keep a declared kind from being a ContentKind). */
  key: string;
  /** The input property the message is about. */
  field: string;
  ignoreCase?: boolean;
  inGroup?: boolean;
  message(other: Row, parent: { name: string } | null): string;
}

/** Rows ordered within a group (the group's value is the reorder row's entity id). */
export interface GroupRule {
  /** The group as the item (and the order call's body) names it. */
  itemKey: string;
  /** The group is another kind's row, named by id, that must exist (a speciality's profession). */
  parent?: { find(db: Db, id: number): Promise<{ name: string } | null>; notFound: string };
}

/** How the console's list of a kind searches and shows it (GET /api/editor/content/{kind}). */
export interface ListRule<Row> {
  /** The kind's name in the list's path (`resources`, `need-help`). */
  path: string;
  /** The row's text columns a search looks in (drizzle property names). */
  search: readonly string[];
  /** What names a row in the list when the kind has no title (a mid banner's text). */
  titleOf?(row: Row): string;
  /** Where members see a published row, for a kind with pages of its own. */
  viewOnSite?(row: Row): string | null;
}

export interface ContentKind<Row extends object = ContentRow, Input = unknown> {
  /** The audit log's entity type; also how Put back finds the kind. */
  entityType: AuditEntityType;
  /** "quick-link card": how messages name one, and several (default: the label and an s). */
  label: string;
  plural?: string;
  store: ContentStore;
  /** The 404 message (default: "No such <label>. It may have been deleted meanwhile."). */
  notFound?: string;
  /**
   * The item's (and the input's) properties that are the table's columns of the same name, copied
   * as they are; `trimmed` ones are trimmed on save. The item also has its id, as text.
   */
  fields: readonly string[];
  trimmed?: readonly string[];
  /** The item's property that names it in messages (none: "the mid banner"). */
  titleKey?: string;
  /** Item properties that are derived, not content: the audit row leaves them out. */
  derived?: readonly string[];
  group?: GroupRule;
  /** Another kind's lock that this kind's writes share (specialities go with their professions). */
  lock?: string;
  /** A deleted row's children, kept in the audit row under `key` and put back with it. */
  children?: { key: string; kind: ContentKind };
  /** The console's list of the kind; a kind without one is listed within its parent (specialities). */
  list?: ListRule<Row>;
  /** The kind of content `seed` keeps once the console changed it. */
  contentTypeOf(row: Row): ConsoleContentType;
  /** The item's other properties: converted from the row, or derived. */
  toItem?(row: Row): Record<string, unknown>;
  /** The row's other values for an input: converted or sanitised (a field left empty by that is refused here). */
  valuesOf?(input: Input): Partial<Row>;
  /** What the contract cannot check and needs no stored row: rules between fields, media and link targets. */
  check?(deps: KindDeps, input: Input): Promise<void>;
  unique?: readonly UniqueRule<Row>[];
  /** Rules that need the stored row (a legal page's address, links to the old address). */
  beforeSave?(change: SaveChange<Row, Input>): Promise<void>;
  /** Work after the row is written, in the same transaction (a page's version). */
  afterSave?(change: SaveChange<Row, Input> & { row: Row }): Promise<SaveNote | void>;
  /** Refuses to delete a row that something still needs. */
  beforeDelete?(tx: Db, row: Row): Promise<void>;
}
