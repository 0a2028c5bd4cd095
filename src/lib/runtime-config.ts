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

export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  try {
    const response = await fetchImpl('/config.json', { headers: { Accept: 'application/json' } });
    if (!response.ok) return defaultRuntimeConfig;
    const body = (await response.json()) as Partial<RuntimeConfig>;
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
