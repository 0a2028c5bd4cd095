import type { QueryClient } from '@tanstack/react-query';

/**
 * First segment of the key of every query that holds a signed-in member's data (their profile,
 * settings, resources, notifications, banners). Signing out removes them all in one call.
 */
export const MEMBER_ONLY = 'memberOnly';

/** Drops every member-only query from the cache (logout, expiry, a logout in another tab). */
export function removeMemberQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: [MEMBER_ONLY] });
}
