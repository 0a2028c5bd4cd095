import classes from './SkipLink.module.css';

/** First stop for keyboard users: jumps past the header to the page content; shown only on focus. */
export function SkipLink() {
  return (
    <a href="#main" className={`${classes.skip} mantine-focus-auto`}>
      Skip to main content
    </a>
  );
}
