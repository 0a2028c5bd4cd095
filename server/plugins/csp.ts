import type { ServerConfig } from '../config';

const hcaptchaHosts = ['https://hcaptcha.com', 'https://*.hcaptcha.com'];

/** Only what the SPA needs: its own scripts, Mantine's inline styles, media, the captcha when on. */
export function contentSecurityPolicy(config: ServerConfig): Record<string, string[]> {
  const captcha = config.hcaptcha ? hcaptchaHosts : [];
  const api = config.apiBaseUrl ? [config.apiBaseUrl] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...captcha],
    styleSrc: ["'self'", "'unsafe-inline'", ...captcha],
    imgSrc: ["'self'", 'data:', 'blob:', ...api],
    mediaSrc: ["'self'", 'blob:', ...api],
    connectSrc: ["'self'", ...api, ...captcha],
    frameSrc: captcha.length ? captcha : ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}
