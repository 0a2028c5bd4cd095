import { Button, Skeleton } from '@mantine/core';
import { Suspense, useDeferredValue } from 'react';
import { Link } from 'wouter';
import { useRuntimeConfig } from '../../../api/api-context';
import type * as SafeHtmlModule from '../../../components/SafeHtml';
import { lazyNamed } from '../../../lib/lazy-named';
import { useFirstViewGone } from '../../../lib/first-view';
import { mediaUrl } from '../../../lib/runtime-config';
import { useMidBanners } from '../../../api/operations/listMidBanners';
import { parseRedirectLinks } from '../redirect-links';
import classes from './MidBanner.module.css';

/**
 * The sanitiser (DOMPurify) loads once the home has drawn its top (the first view is gone), not with
 * the home's first load: the banner sits below the fold, and its body keeps its minimum height
 * meanwhile.
 */
const SafeHtml = lazyNamed<typeof SafeHtmlModule, { html: string }>(() => import('../../../components/SafeHtml'), 'SafeHtml');

/** Spec §9: phones (up to 640 px) get the small banner asset. */
const MOBILE_MEDIA = '(max-width: 40em)';

/** The guests' mid banner: the first item of the list, its HTML body and one call to action. */
export function MidBanner() {
  const config = useRuntimeConfig();
  // Rendered deferred, in slices, not in the store update's one task (docs/performance.md).
  const { data, isPending, isError } = useDeferredValue(useMidBanners());
  const topDrawn = useFirstViewGone();
  if (isPending) return <Skeleton h={280} radius="lg" />;
  const banner = isError ? undefined : data[0];
  if (!banner) return null;
  const appOrigin = typeof window === 'undefined' ? undefined : window.location.origin;
  const [link] = parseRedirectLinks(banner.redirect_link, appOrigin);

  return (
    <section className={classes.banner} aria-label="Featured">
      <picture className={classes.picture}>
        {banner.small_banner_asset && <source media={MOBILE_MEDIA} srcSet={mediaUrl(config, banner.small_banner_asset)} />}
        <img src={mediaUrl(config, banner.banner_asset)} alt="" />
      </picture>
      <div className={classes.body}>
        {topDrawn && (
          <Suspense fallback={null}>
            <SafeHtml html={banner.body} />
          </Suspense>
        )}
        {link &&
          (link.isExternal ? (
            <Button component="a" href={link.href} target="_blank" rel="noopener noreferrer" mt="sm">
              {link.label}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </Button>
          ) : (
            <Button component={Link} href={link.href} mt="sm">
              {link.label}
            </Button>
          ))}
      </div>
    </section>
  );
}
