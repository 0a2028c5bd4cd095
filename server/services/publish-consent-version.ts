import type { Schemas } from '../api/types';
import { insertNextConsentVersion } from '../db/consents.repository';
import type { AppDeps } from '../deps';
import { badRequest } from '../errors';

/** Adds the next version of a legal page; a material one (the default) asks every member to accept it again. */
export async function publishConsentVersion(
  { db, now }: Pick<AppDeps, 'db' | 'now'>,
  { page, summary, material = true }: Omit<Schemas['ConsentVersionRequest'], 'material'> & { material?: boolean },
): Promise<Schemas['ConsentVersion']> {
  const text = summary.trim();
  if (text === '') throw badRequest('Please enter a summary');
  const row = await insertNextConsentVersion(db, { page, summary: text, material, now: now() });
  return {
    page: row.page,
    version: row.version,
    material: row.material,
    summary: row.summary,
    created: Math.floor(row.createdAt.getTime() / 1000),
  };
}
