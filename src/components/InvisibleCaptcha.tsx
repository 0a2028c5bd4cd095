import HCaptcha from '@hcaptcha/react-hcaptcha';
import { forwardRef, useImperativeHandle, useRef } from 'react';
import { useRuntimeConfig } from '../api/api-context';

export interface CaptchaHandle {
  /** Runs the invisible challenge; undefined when captcha is not configured. */
  execute: () => Promise<string | undefined>;
}

/** Spec §2: the invisible hCaptcha of login, registration and guests' contact messages, rendered only when the runtime config has a site key. */
export const InvisibleCaptcha = forwardRef<CaptchaHandle>(function InvisibleCaptcha(_, ref) {
  const { hcaptchaSiteKey } = useRuntimeConfig();
  const captcha = useRef<HCaptcha>(null);
  useImperativeHandle(ref, () => ({
    execute: async () => {
      if (!hcaptchaSiteKey || !captcha.current) return undefined;
      const { response } = await captcha.current.execute({ async: true });
      return response;
    },
  }));
  if (!hcaptchaSiteKey) return null;
  return <HCaptcha ref={captcha} sitekey={hcaptchaSiteKey} size="invisible" />;
});
