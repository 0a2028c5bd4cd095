import type { AuditEntityType } from '../db/audit-log.repository';
import { bannerKind } from './banners';
import { cardKind } from './cards';
import type { ContentKind } from './content-kind';
import { midBannerKind } from './mid-banners';
import { needHelpKind } from './need-help';
import { pageKind } from './pages';
import { professionKind } from './professions';
import { resourceKind } from './resources';
import { specialityKind } from './specialities';
import { tagKind } from './tags';

/** Every content kind of the editor console, by its audit-log entity type (how Put back finds it). */
export const CONTENT_KINDS: Partial<Record<AuditEntityType, ContentKind>> = Object.fromEntries(
  [bannerKind, cardKind, midBannerKind, tagKind, resourceKind, professionKind, specialityKind, needHelpKind, pageKind].map(
    (kind): [string, ContentKind] => [kind.entityType, kind],
  ),
);
