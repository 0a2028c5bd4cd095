import HCaptcha from '@hcaptcha/react-hcaptcha';
import { forwardRef, useImperativeHandle, useRef } from 'react';
import { useRuntimeConfig } from '../../../api/api-context';

export interface ContactCaptchaHandle {
  /** Runs the invisible challenge; undefined when captcha is not configured. */
  execute: () => Promise<string | undefined>;
}

/** The server asks guests' contact messages for a captcha token when hCaptcha is configured. */
export const ContactCaptcha = forwardRef<ContactCaptchaHandle>(function ContactCaptcha(_, ref) {
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
