import type { ContentKind } from '../../content-kinds/content-kind';
import { listContentRows } from '../../db/content-items.repository';
import type { AppDeps } from '../../deps';
import { itemOf } from './content-item-shape';
import { parentOf } from './kind-rules';

/** Every item of a kind (of one parent's, `parentId`, for a kind with one), published or not, in display order. */
export async function listContentItems({ db }: Pick<AppDeps, 'db'>, kind: ContentKind, parentId?: string) {
  await parentOf(db, kind, parentId);
  return (await listContentRows(db, kind.store, parentId)).map((row) => itemOf(kind, row));
}
