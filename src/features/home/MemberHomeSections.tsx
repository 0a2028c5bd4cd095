/**
 * The signed-in part of Home: My Resources and the resources a member can add (spec §2 Home).
 * Built in the resources work; the home page already renders it for members.
 */
export function MemberHomeSections() {
  return null;
}
