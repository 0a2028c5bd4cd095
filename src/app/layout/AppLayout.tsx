import type { CSSProperties, ReactNode } from 'react';
import { useLocation } from 'wouter';
import { ArrivalNotice } from '../../components/ArrivalNotice';
import { bareRoutePrefixes } from '../routes';
import classes from './AppLayout.module.css';
import { Footer } from './Footer';
import { Header } from './Header';
import { SkipLink } from './SkipLink';

const HEADER_HEIGHT = 64;
/**
 * Dialogs hide the page's scrollbar (react-remove-scroll, loaded with them); a fixed element with
 * this class is moved by the scrollbar's width meanwhile, so the header does not jump.
 */
const KEEPS_PLACE_WHEN_SCROLL_LOCKED = 'right-scroll-bar-position';

/** True for the pages shown without header and footer (spec §2). */
export function isBareRoute(location: string): boolean {
  return bareRoutePrefixes.some((prefix) => location === prefix || location.startsWith(`${prefix}/`));
}

/**
 * Header and footer around every page except the bare ones. The footer is a sibling of <main>
 * (so it is the page's contentinfo landmark) and sits at the bottom of short pages. A notice for
 * the member who was just sent here (ArrivalNotice) opens the page's content.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  if (isBareRoute(location))
    return (
      <main id="main">
        <ArrivalNotice />
        {children}
      </main>
    );
  return (
    <div style={{ '--header-height': `${HEADER_HEIGHT}px` } as CSSProperties}>
      <SkipLink />
      <header className={`${classes.header} ${KEEPS_PLACE_WHEN_SCROLL_LOCKED}`}>
        <Header />
      </header>
      <div className={classes.page}>
        <main id="main" tabIndex={-1} className={classes.main}>
          <ArrivalNotice />
          {children}
        </main>
        <Footer />
      </div>
    </div>
  );
}
