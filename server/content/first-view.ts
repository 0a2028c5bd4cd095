import { escapeHtml } from '../escape-html';

/**
 * The first view of the guest home and of a resource page, painted from the server's HTML before
 * any script has run (docs/performance.md, "First view"): what the page shows above the fold, drawn
 * where the SPA draws it (the geometry and colours of HomeBanners/BannerCarousel and of
 * ResourceDetailView/MediaGallery, and the theme), so the page's largest picture is on screen
 * while the scripts still load.
 *
 * It lies over the page, outside `#root` (React never touches it), hidden from assistive
 * technology and from the pointer, until the SPA has drawn the same picture itself and removes it
 * (src/lib/first-view.ts). Lying over the page, its removal moves nothing.
 */

/** The element's id; src/lib/first-view.ts removes it by this id. */
export const FIRST_VIEW_ID = 'first-view';

/** A picture as the page draws it: the original, its WebP variants and the `sizes` the page gives it. */
export interface FirstViewPicture {
  src: string;
  srcSet: string;
  sizes: string;
}

/**
 * Fonts the visitor has, scaled to the theme's font's widths (Inter; measured over the demo's
 * resource pages in Chromium), so the first view's lines break where the page's will. They are the
 * SPA's own fallback for Inter (src/app/inter-fallback.css; a unit test keeps the two equal), so
 * the page drawn before Inter arrives matches the first view too. The theme's own font (48 kB) is
 * not asked for: it would share the first bytes with the picture, and swapping it in would move the
 * first view's lines.
 */
/** Inter's Latin subsets (the faces' widths were measured on Latin text); other characters fall to DejaVu Sans. */
const LATIN =
  'U+0000-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1EFF,U+2000-206F,U+20A0-20C0,U+2113,U+2122,U+2191,U+2193,U+2212,U+2215,U+2C60-2C7F,U+A720-A7FF,U+FEFF,U+FFFD';

export const INTER_FALLBACK_FACES = [
  `@font-face{font-family:'Inter Fallback Arial';font-weight:400;src:local('Arial'),local('Liberation Sans'),local('Helvetica');size-adjust:105%;unicode-range:${LATIN}}`,
  `@font-face{font-family:'Inter Fallback Arial';font-weight:700;src:local('Arial Bold'),local('Arial-BoldMT'),local('Liberation Sans Bold'),local('Helvetica Bold');size-adjust:100%;unicode-range:${LATIN}}`,
  `@font-face{font-family:'Inter Fallback DejaVu';font-weight:400;src:local('DejaVu Sans'),local('DejaVuSans');size-adjust:94%;unicode-range:${LATIN}}`,
  `@font-face{font-family:'Inter Fallback DejaVu';font-weight:700;src:local('DejaVu Sans Bold'),local('DejaVuSans-Bold');size-adjust:84%;unicode-range:${LATIN}}`,
];

export const FIRST_VIEW_STYLE = [
  ...INTER_FALLBACK_FACES,
  // Below the fixed header (z-index 100), above the page while it loads.
  `#${FIRST_VIEW_ID}{position:absolute;left:0;right:0;top:64px;z-index:99;pointer-events:none;background:#fff;`,
  "font-family:'Inter Fallback Arial','Inter Fallback DejaVu','DejaVu Sans',sans-serif}",
  // The home's banner: full width, 400 px high on a phone, 460 above; a 16:5 picture cropped to fill
  // it. `40em` is the theme's `sm` breakpoint (postcss.config.cjs, src/app/theme.ts).
  '.fv-banner{position:relative;height:400px;overflow:hidden;background:#00678b}',
  '.fv-banner img{display:block;width:100%;height:100%;object-fit:cover}',
  '.fv-shade{position:absolute;inset:0;',
  'background:linear-gradient(0deg,rgba(0,32,46,.92) 0%,rgba(0,32,46,.8) 60%,rgba(0,32,46,.2) 100%)}',
  '@media (min-width:40em){.fv-banner{height:460px}',
  '.fv-shade{background:linear-gradient(90deg,rgba(0,32,46,.92) 0%,rgba(0,32,46,.82) 45%,rgba(0,32,46,0) 75%)}}',
  // A resource page: Container lg with Stack gap xl; back, icon and title, actions, gallery.
  `.fv-page{min-height:calc(100dvh - 64px)}`,
  '.fv-column{box-sizing:border-box;max-width:1140px;margin:0 auto;padding:20px 16px;display:flex;flex-direction:column;gap:32px}',
  '.fv-back{display:flex;align-items:center;gap:10px;height:36px;padding-inline:5px;font-size:14px;font-weight:600;color:#00678b}',
  '.fv-head{display:flex;align-items:flex-start;gap:20px}',
  '.fv-icon{flex-shrink:0;width:80px;height:80px;border-radius:8px;background:#f1f3f5}',
  '.fv-title{margin:0;font-size:26px;line-height:1.3;font-weight:700;color:#00678b}',
  '.fv-summary{margin:10px 0 0;font-size:18px;line-height:1.6;color:#646b73}',
  '.fv-actions{height:36px}',
  '.fv-gallery{display:flex;gap:16px}',
  '.fv-strip{display:none;flex:0 0 160px}',
  '.fv-preview{display:block;flex:1;min-width:0;width:100%;height:240px;object-fit:contain;background:#f8f9fa;border-radius:8px}',
  '@media (min-width:40em){.fv-strip{display:block}.fv-preview{height:460px}}',
  '@media (min-width:40em){.fv-column{padding-block:40px}.fv-title{font-size:36px}}',
].join('');

function pictureTag(picture: FirstViewPicture, className = ''): string {
  const attributes = [
    className && `class="${className}"`,
    `src="${escapeHtml(picture.src)}"`,
    `srcset="${escapeHtml(picture.srcSet)}"`,
    `sizes="${escapeHtml(picture.sizes)}"`,
    'fetchpriority="high"',
    'alt=""',
  ];
  return `<img ${attributes.filter(Boolean).join(' ')}>`;
}

const frame = (className: string, inner: string) =>
  `<div id="${FIRST_VIEW_ID}" class="${className}" aria-hidden="true">${inner}</div>`;

/** The guest home's first banner. */
export function homeFirstView(banner: FirstViewPicture): string {
  return frame('fv-home', `<div class="fv-banner">${pictureTag(banner)}<div class="fv-shade"></div></div>`);
}

const BACK_ARROW =
  '<svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" ' +
  'stroke-linecap="round" stroke-linejoin="round" focusable="false"><path d="M19 12H5M12 19l-7-7 7-7"/></svg>';

/**
 * A resource page's top: back, the icon's place, title and summary, the actions' row, and the
 * gallery's first picture. The icon itself (an original, not a variant) comes with the page: it
 * would share the first bytes with the picture.
 */
export function resourceFirstView(resource: { title: string; summary: string; picture: FirstViewPicture }): string {
  const icon = '<div class="fv-icon"></div>';
  return frame(
    'fv-page',
    '<div class="fv-column">' +
      `<div class="fv-back">${BACK_ARROW}Back</div>` +
      `<div class="fv-head">${icon}<div><p class="fv-title">${escapeHtml(resource.title)}</p>` +
      `<p class="fv-summary">${escapeHtml(resource.summary)}</p></div></div>` +
      '<div class="fv-actions"></div>' +
      `<div class="fv-gallery"><div class="fv-strip"></div>${pictureTag(resource.picture, 'fv-preview')}</div>` +
      '</div>',
  );
}
