export const usage = `Usage:
  npm run visual:check  [-- <playwright args>]
  npm run visual:review [-- [--no-open] [--last] <playwright args>]

Builds the portal from the current sources (unless the build is from exactly these), runs the
visual projects (visual-desktop, visual-mobile) without writing baselines, and lists the snapshots
that changed, are new, or have no test any more. visual:check exits 1 when there is any;
visual:review then serves a page to approve or reject them (REVIEW_PORT, default 4178);
with --last it serves the last run's results without running the suite again.

Playwright args pass through, e.g. --grep "guest home" or --project=visual-mobile.
Environment: E2E_PORT (the e2e portal's port), DIST_DIR (where the portal is built), REVIEW_PORT.
More: docs/visual-review.md`;
