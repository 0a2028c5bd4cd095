import type { PublishedContentCache } from '../content/published-cache';
import type { Mailer } from '../mail/mailer';
import type { MetricFamilies } from './metric-families';

/** The mailer, counting each mail handed on as sent or failed (SMTP refused it, the outbox could not write it). */
export function countingMailer(mailer: Mailer, families: MetricFamilies): Mailer {
  return {
    ...mailer,
    send: async (mail) => {
      try {
        const sent = await mailer.send(mail);
        families.mails.inc({ result: 'sent' });
        return sent;
      } catch (error) {
        families.mails.inc({ result: 'failed' });
        throw error;
      }
    },
  };
}

/** The published-content cache, counting hits, misses (a load) and invalidations of this process. */
export function countingContentCache(cache: PublishedContentCache, families: MetricFamilies): PublishedContentCache {
  return {
    get(key, load) {
      let loaded = false;
      const answer = cache.get(key, () => {
        loaded = true;
        return load();
      });
      families.contentCache.inc({ event: loaded ? 'miss' : 'hit' });
      return answer;
    },
    peek<T>(key: string) {
      const fresh = cache.peek<T>(key);
      // A peek that finds nothing is followed by a real read (first-view.ts), counted there.
      if (fresh) families.contentCache.inc({ event: 'hit' });
      return fresh;
    },
    invalidate() {
      families.contentCache.inc({ event: 'invalidation' });
      cache.invalidate();
    },
  };
}
