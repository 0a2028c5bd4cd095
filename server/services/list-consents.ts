import type { Schemas } from '../api/types';
import { listConsentsOf } from '../db/consents.repository';
import type { AppDeps } from '../deps';
import { titlesOfLegalPages, toConsentRecord } from './consent-records';

/** Every acceptance of a legal page by the member, newest first (Settings → Privacy). */
export async function listConsents({ db }: Pick<AppDeps, 'db'>, uid: number): Promise<Schemas['ConsentRecord'][]> {
  const [rows, titleOf] = await Promise.all([listConsentsOf(db, uid), titlesOfLegalPages(db)]);
  return rows.map((row) => toConsentRecord(row, titleOf));
}
