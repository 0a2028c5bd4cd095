import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { APP_SHELL_HTML, APP_SHELL_STYLE } from './app-shell';
import { appFiles, readManifest, routeFiles, type PreloadFiles } from './build-manifest';
import { CLIENT_ERRORS } from './client-errors';
import { FIRST_VIEW_STYLE } from '../content/first-view';
import { escapeHtml } from '../escape-html';
import type { EarlyView, Preload } from '../content/early-views';

/** Hashed file names under assets/: a new build means new names. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface SpaOptions {
  distDir: string;
  /** True for paths that belong to the API or the media; every other GET is a client route. */
  isApiOrFile: (pathname: string) => boolean;
  /** The SPA's runtime configuration, written into every `index.html` (no `/config.json` round trip). */
  runtimeConfig: object;
  /** The pages the server helps paint early (the guest home, a resource page, login). */
  earlyPages: EarlyPage[];
}

/** A page whose first visit the server speeds up: its code, data and largest picture asked for at once. */
export interface EarlyPage {
  /** The page's path parameters when `pathname` is this page, else null. */
  match: (pathname: string) => string[] | null;
  /** Its route modules (build-manifest keys, `PAGE_MODULES`). */
  modules: readonly string[];
  /** Its data and largest picture, and its first view, from its path parameters. */
  view: (params: string[]) => Promise<EarlyView>;
}

function preloadTag({ href, as, imageSrcSet, imageSizes, fetchPriority }: Preload): string {
  const attributes = [`rel="preload"`, `as="${as}"`, `href="${escapeHtml(href)}"`];
  // The SPA's fetch() calls are CORS requests with same-origin credentials: so must the preload be to be reused.
  if (as === 'fetch') attributes.push('crossorigin="anonymous"');
  if (imageSrcSet) attributes.push(`imagesrcset="${escapeHtml(imageSrcSet)}"`);
  if (imageSizes) attributes.push(`imagesizes="${escapeHtml(imageSizes)}"`);
  if (fetchPriority) attributes.push(`fetchpriority="${fetchPriority}"`);
  return `<link ${attributes.join(' ')}>`;
}

function partition<T>(items: T[], test: (item: T) => boolean): [T[], T[]] {
  return [items.filter(test), items.filter((item) => !test(item))];
}

export interface EarlyExtras {
  /** The page's route scripts and styles (from the build manifest). */
  routeFiles: PreloadFiles;
  /** Its data and largest picture. */
  preloads: Preload[];
  /** Its first view painted before the scripts run (content/first-view.ts), if it has one. */
  firstView: string | null;
}

const preloadFileTags = ({ js, css }: PreloadFiles) => [
  ...js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ...css.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
];

/**
 * `index.html` as sent: the built file with the runtime configuration inline (a JSON data block,
 * which the CSP does not treat as a script) and what the page needs early. With a first view (the
 * top of the guest home or a resource page painted from the HTML): its picture first and its data;
 * the app's code is asked for by the entry once that is on screen. Every other page: the app's
 * files (`app`), so they load beside the entry; for an early page also its route's files, data and
 * largest picture, and the header bar painted before the scripts run.
 */
export function renderIndexHtml(template: string, runtimeConfig: object, app: PreloadFiles, early: EarlyExtras | null): string {
  // `<` escaped, so no value can close the script element.
  const json = JSON.stringify(runtimeConfig).replace(/</g, '\\u003c');
  const head = [`<script type="application/json" id="runtime-config">${json}</script>`];
  const top: string[] = [];
  if (early?.firstView) {
    // The first view is on screen before any script: its picture is asked for first, and the
    // app's and the route's code wait for the entry to ask for them rather than share the first
    // bytes with the picture (docs/performance.md, "The first paint").
    const [pictures, others] = partition(early.preloads, (preload) => preload.as === 'image');
    top.push(...pictures.map(preloadTag), `<style>${APP_SHELL_STYLE}${FIRST_VIEW_STYLE}</style>`);
    head.unshift(...others.map(preloadTag));
  } else if (early) {
    head.unshift(
      ...preloadFileTags(app),
      ...preloadFileTags(early.routeFiles),
      ...early.preloads.map(preloadTag),
      `<style>${APP_SHELL_STYLE}</style>`,
    );
  } else {
    head.unshift(...preloadFileTags(app));
  }
  const html = (top.length ? template.replace('<title>', `${top.join('\n    ')}\n    <title>`) : template).replace(
    '</head>',
    `  ${head.join('\n    ')}\n  </head>`,
  );
  // The first view stands beside #root, where React's first render does not replace it.
  return early ? html.replace('<div id="root"></div>', `<div id="root">${APP_SHELL_HTML}</div>${early.firstView ?? ''}`) : html;
}

/**
 * The built SPA: its files (precompressed copies, immutable caching for hashed assets) and
 * `index.html` for every client route, always revalidated. GET and HEAD alike.
 */
export async function registerSpa(app: FastifyInstance, { distDir, isApiOrFile, runtimeConfig, earlyPages }: SpaOptions) {
  const indexFile = path.join(distDir, 'index.html');
  const template = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  const manifest = readManifest(distDir);
  const appPreloads = appFiles(manifest);
  const pages = earlyPages.map((page) => ({ ...page, files: routeFiles(manifest, page.modules) }));
  const earlyExtras = async (pathname: string): Promise<EarlyExtras | null> => {
    for (const page of pages) {
      const params = page.match(pathname);
      if (params) return { routeFiles: page.files, ...(await page.view(params)) };
    }
    return null;
  };
  if (template) {
    // The hashed assets: one wildcard route that looks the file up per request (what a route per
    // file does too). A route per file (the build's ~400, maps and compressed copies included)
    // was ~800 routes, 0.3–0.4 s of every start (docs/performance.md, "Start-up"). A path with no
    // file falls through to the not-found handler below.
    await app.register(fastifyStatic, {
      root: path.join(distDir, 'assets'),
      prefix: '/assets/',
      decorateReply: false,
      index: false,
      // A folder is never a file to send: it is a client route for the handler below.
      allowedPath: (pathname) => !pathname.endsWith('/'),
      // The .br and .gz copies the build wrote (scripts/precompress-plugin.ts).
      preCompressed: true,
      setHeaders: (res) => res.header('Cache-Control', IMMUTABLE),
    });
    // The few files beside them (index.html, the favicon): a route each, always revalidated. Not a
    // wildcard at `/`: it would also take every GET the router refuses (a path parameter over
    // its limit answers 414, not a missing file's 404).
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      wildcard: false,
      globIgnore: ['assets/**'],
      index: false,
      preCompressed: true,
      setHeaders: (res) => res.header('Cache-Control', 'no-cache'),
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isClientRoute = (request.method === 'GET' || request.method === 'HEAD') && !isApiOrFile(pathname);
    if (isClientRoute && template) {
      return reply
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(renderIndexHtml(template, runtimeConfig, appPreloads, await earlyExtras(pathname)));
    }
    return reply.code(404).send({ message: CLIENT_ERRORS.notFound });
  });
}
