// The console's messages about professions, specialities and the need-help list (docs/console-code.md).

export const NO_SUCH_PROFESSION = 'No such profession. It may have been deleted meanwhile.';
export const NO_SUCH_SPECIALITY = 'No such speciality. It may have been deleted meanwhile.';
export const NO_SUCH_NEED_HELP = 'No such need-help entry. It may have been deleted meanwhile.';

const members = (count: number) => (count === 1 ? '1 member' : `${count.toLocaleString('en-GB')} members`);

/** Why a profession members chose cannot be deleted, and what to do instead. */
export const professionInUse = (name: string, count: number) =>
  `The profession ${name} is used by ${members(count)}: it or one of its specialities is in their profiles. Unpublish it instead: they keep it, and no one new can choose it.`;

/** Why a speciality members chose cannot be deleted, and what to do instead. */
export const specialityInUse = (name: string, count: number) =>
  `The speciality ${name} is used by ${members(count)}: it is in their profiles. Unpublish it instead: they keep it, and no one new can choose it.`;
