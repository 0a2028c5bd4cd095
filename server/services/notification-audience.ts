import type { Schemas } from '../api/types';
import { findSpeciality } from '../db/registration-terms.repository';
import type { Db } from '../db/client';
import type { Audience } from '../db/notifications.repository';
import { badRequest } from '../errors';

export const CHOOSE_SPECIALITY = 'Please choose a speciality';
export const LIST_EMAILS = 'Please list at least one email';

/** The console's audience as the repository's: a speciality must exist, a list must name someone. */
export async function audienceOf(db: Db, input: Schemas['NotificationAudience']): Promise<Audience> {
  switch (input.kind) {
    case 'everyone':
      return 'all';
    case 'professionals':
    case 'distributors':
      return input.kind;
    case 'speciality': {
      const speciality = input.speciality ? await findSpeciality(db, Number(input.speciality)) : null;
      if (!speciality) throw badRequest(CHOOSE_SPECIALITY);
      return { specialityTid: speciality.tid };
    }
    case 'emails': {
      const emails = [...new Set((input.emails ?? []).map((email) => email.trim().toLowerCase()))];
      if (emails.length === 0) throw badRequest(LIST_EMAILS);
      return { emails };
    }
  }
}
