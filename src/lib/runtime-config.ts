/** Settings read at start-up from `/config.json`, so one build can front any backend of the contract. */
export interface RuntimeConfig {
  /** Base URL of the API; empty means the SPA's own origin. */
  apiBaseUrl: string;
  /** hCaptcha site key; null turns the invisible captcha off. */
  hcaptchaSiteKey: string | null;
  /** Product name used in texts such as the distributor invitation message. */
  productName: string;
}

export const defaultRuntimeConfig: RuntimeConfig = {
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? '',
  hcaptchaSiteKey: null,
  productName: 'Lumira',
};

/** The configuration the server wrote into `index.html` (a JSON data block), or null (Vite's dev server). */
function inlineRuntimeConfig(): Partial<RuntimeConfig> | null {
  const text = typeof document === 'undefined' ? null : document.getElementById('runtime-config')?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as Partial<RuntimeConfig>;
  } catch {
    return null;
  }
}

/**
 * The runtime configuration: inline in the page when the portal's server sent it (no extra round
 * trip before the first render), else from `/config.json`, else the defaults.
 */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  try {
    let body = inlineRuntimeConfig();
    if (!body) {
      const response = await fetchImpl('/config.json', { headers: { Accept: 'application/json' } });
      if (!response.ok) return defaultRuntimeConfig;
      body = (await response.json()) as Partial<RuntimeConfig>;
    }
    return {
      apiBaseUrl: body.apiBaseUrl ?? defaultRuntimeConfig.apiBaseUrl,
      hcaptchaSiteKey: body.hcaptchaSiteKey ?? null,
      productName: body.productName ?? defaultRuntimeConfig.productName,
    };
  } catch {
    return defaultRuntimeConfig;
  }
}

/** Media paths from the API (e.g. `/files/demo/x.png`) resolved against the API host. */
export function mediaUrl(config: RuntimeConfig, path: string | null | undefined): string {
  if (!path) return '';
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  return `${config.apiBaseUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** A `srcset` of media paths (`/files/… 800w, …`) made absolute like `mediaUrl`; undefined for none. */
export function mediaSrcSet(config: RuntimeConfig, srcSet: string | null | undefined): string | undefined {
  if (!srcSet) return undefined;
  return srcSet
    .split(',')
    .map((candidate) => {
      const [path = '', descriptor = ''] = candidate.trim().split(/\s+/);
      return `${mediaUrl(config, path)} ${descriptor}`.trim();
    })
    .join(', ');
}
