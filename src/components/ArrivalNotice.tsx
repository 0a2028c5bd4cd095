import { Suspense, useEffect } from 'react';
import { useLocation } from 'wouter';
import { useArrivalNotices, useCurrentArrivalNotice } from '../lib/arrival-notice';
import { lazyNamed } from '../lib/lazy-named';
import type * as ArrivalNoticeAlertModule from './ArrivalNoticeAlert';
import type { ArrivalNoticeAlertProps } from './ArrivalNoticeAlert';

// Its code and the Alert's styles load with the first notice, not with the guest home.
const ArrivalNoticeAlert = lazyNamed<typeof ArrivalNoticeAlertModule, ArrivalNoticeAlertProps>(
  () => import('./ArrivalNoticeAlert'),
  'ArrivalNoticeAlert',
);

/**
 * The arrival notice of the page on screen (src/lib/arrival-notice.ts), at the top of the page's
 * content: in the flow of the page, so it covers neither the header's Login and Register nor the
 * page. It stays until closed or until the member goes to another page.
 */
export function ArrivalNotice() {
  const [location] = useLocation();
  const notices = useArrivalNotices();
  const notice = useCurrentArrivalNotice();
  const isHere = notice?.path === location;

  useEffect(() => {
    if (!notice) return;
    if (isHere) notices.markShown();
    else if (notice.hasBeenShown) notices.dismiss();
  }, [notice, isHere, notices]);

  if (!notice || !isHere) return null;
  return (
    <Suspense fallback={null}>
      <ArrivalNoticeAlert content={notice.content} onClose={notices.dismiss} />
    </Suspense>
  );
}
