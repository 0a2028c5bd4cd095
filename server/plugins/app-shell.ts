/**
 * The guest home's first paint before its scripts have run: the header bar with the logo, drawn
 * where the SPA's header draws it (src/app/layout/AppLayout.module.css, Header.tsx, Logo.tsx, the
 * theme's colours), so nothing moves when React replaces it. Hidden from assistive technology:
 * the SPA's header carries the names.
 */
export const APP_SHELL_STYLE = [
  '.app-shell{position:fixed;inset-inline:0;top:0;height:64px;box-sizing:border-box;display:flex;align-items:center;',
  'gap:8px;padding-inline:12px;background:#fff;border-bottom:1px solid #dee2e6;',
  // The theme's fallback fonts: its own font is not needed before the SPA draws text.
  "font-family:'DejaVu Sans',sans-serif}",
  '.app-shell span{font-weight:800;font-size:20px;line-height:1.55;color:#00678b;letter-spacing:-0.01em;white-space:nowrap}',
  '@media (min-width:48em){.app-shell{padding-inline:32px}}',
].join('');

export const APP_SHELL_HTML =
  '<div class="app-shell" aria-hidden="true">' +
  '<svg width="34" height="34" viewBox="0 0 64 64" focusable="false">' +
  '<circle cx="32" cy="32" r="30" fill="#0b5d7a"/>' +
  '<circle cx="32" cy="32" r="19" fill="none" stroke="#7fd3e6" stroke-width="5"/>' +
  '<circle cx="32" cy="32" r="7" fill="#fff"/></svg><span>the Source</span></div>';
