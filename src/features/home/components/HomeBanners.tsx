import { Skeleton } from '@mantine/core';
import { useDeferredValue } from 'react';
import { useGuestBanners } from '../../../api/operations/listGuestBanners';
import { useMemberBanners } from '../../../api/operations/listMemberBanners';
import { useReleaseFirstView } from '../../../lib/first-view';
import { BannerCarousel } from './BannerCarousel';

export interface HomeBannersProps {
  /** Members get the protected banner list; guests the public one. */
  isSignedIn: boolean;
  /** The member's uid (keys the member's cached list); null for guests. */
  uid: string | null;
}

/** The banner carousel fed by the list that fits the visitor; a failed fetch shows nothing (spec §8). */
export function HomeBanners({ isSignedIn, uid }: HomeBannersProps) {
  const guest = useGuestBanners({ enabled: !isSignedIn });
  const member = useMemberBanners({ uid, enabled: isSignedIn });
  // Deferred: the list arrives as a synchronous store update, and the carousel (and Embla's start,
  // a forced layout) would render, commit and start in one long task (docs/performance.md).
  const { data, isPending, isError } = useDeferredValue(isSignedIn ? member : guest);
  // No banner to draw: the server's first view (the first banner) goes now.
  useReleaseFirstView(!isPending && (isError || data.length === 0));

  if (isPending) return <Skeleton h={{ base: 400, sm: 460 }} radius={0} />;
  if (isError || data.length === 0) return null;
  // Spec §2: indicators are hidden when a member has a single banner.
  return <BannerCarousel banners={data} withIndicators={!(isSignedIn && data.length === 1)} />;
}
