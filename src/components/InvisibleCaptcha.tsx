import HCaptcha from '@hcaptcha/react-hcaptcha';
import { forwardRef, useCallback, useImperativeHandle, useRef, useState, type RefObject } from 'react';
import { useRuntimeConfig } from '../api/api-context';

/** How long the captcha provider may take to answer before the member is told (and may retry). */
export const CAPTCHA_TIMEOUT_MS = 10_000;
/** The provider did not answer in time (blocked, offline) or its script failed to load. */
export const CAPTCHA_UNAVAILABLE =
  'The security check could not be loaded. Check your internet connection, then try again in a moment.';
/** The member closed the challenge or it failed (the contract's captcha message). */
export const CAPTCHA_INCOMPLETE = 'Please complete the captcha and try again.';

export class CaptchaError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CaptchaError';
  }
}

export interface CaptchaHandle {
  /**
   * Runs the invisible challenge: the token, or undefined when captcha is not configured. Rejects
   * with a CaptchaError after CAPTCHA_TIMEOUT_MS without an answer (unless a challenge is open).
   */
  execute: () => Promise<string | undefined>;
}

interface PendingCheck {
  reject: (error: CaptchaError) => void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * Spec §2: the invisible hCaptcha of login, registration and guests' contact messages, rendered
 * only when the runtime config has a site key. hCaptcha's own `execute` waits forever for a script
 * that never loads, so the check gives up after CAPTCHA_TIMEOUT_MS; the widget is then mounted
 * afresh, so the next try loads the script again.
 */
export const InvisibleCaptcha = forwardRef<CaptchaHandle>(function InvisibleCaptcha(_, ref) {
  const { hcaptchaSiteKey } = useRuntimeConfig();
  const captcha = useRef<HCaptcha>(null);
  const pending = useRef<PendingCheck | null>(null);
  // The script already failed to load: say so at once instead of waiting out the timeout.
  const hasLoadFailed = useRef(false);
  const [attempt, setAttempt] = useState(0);
  const remount = () => {
    hasLoadFailed.current = false;
    setAttempt((n) => n + 1);
  };

  const fail = useCallback((message: string) => {
    const check = pending.current;
    if (!check) return;
    pending.current = null;
    clearTimeout(check.timer);
    if (message === CAPTCHA_UNAVAILABLE) remount();
    check.reject(new CaptchaError(message));
  }, []);

  useImperativeHandle(ref, () => ({
    execute: async () => {
      if (!hcaptchaSiteKey || !captcha.current) return undefined;
      const widget = captcha.current;
      if (hasLoadFailed.current) {
        remount();
        throw new CaptchaError(CAPTCHA_UNAVAILABLE);
      }
      const timedOut = new Promise<never>((_resolve, reject) => {
        pending.current = { reject, timer: setTimeout(() => fail(CAPTCHA_UNAVAILABLE), CAPTCHA_TIMEOUT_MS) };
      });
      try {
        const { response } = await Promise.race([widget.execute({ async: true }), timedOut]);
        return response;
      } catch (error) {
        if (error instanceof CaptchaError) throw error;
        throw new CaptchaError(CAPTCHA_INCOMPLETE);
      } finally {
        if (pending.current) clearTimeout(pending.current.timer);
        pending.current = null;
      }
    },
  }));

  if (!hcaptchaSiteKey) return null;
  return (
    <HCaptcha
      key={attempt}
      ref={captcha}
      sitekey={hcaptchaSiteKey}
      size="invisible"
      // A challenge on screen means the provider answered: the member may take their time.
      onOpen={() => {
        if (pending.current) clearTimeout(pending.current.timer);
      }}
      onError={(code) => {
        if (code !== 'script-error' && code !== 'script-load-error-other') return;
        if (pending.current) fail(CAPTCHA_UNAVAILABLE);
        else hasLoadFailed.current = true;
      }}
    />
  );
});

/** A form's body as sent: its fields (a plain object type), and the captcha's token when there is one. */
export type WithCaptcha<T> = { [K in keyof T]: T[K] } & { captcha?: string };

export interface CaptchaCheck {
  /** Pass to `<InvisibleCaptcha ref={...} />`. */
  captchaRef: RefObject<CaptchaHandle | null>;
  /**
   * Runs the check and gives `body` with the captcha's token as `captcha` (without one when the
   * portal has no captcha), or null when the check failed (see `error`): send nothing then.
   */
  withCaptcha: <T extends object>(body: T) => Promise<WithCaptcha<T> | null>;
  /** While the captcha runs: show the submit button as loading. */
  isChecking: boolean;
  /** Why the last check failed, for the member; null otherwise. */
  error: string | null;
}

/** The invisible captcha of a form, with its waiting and failure state. */
export function useCaptchaCheck(): CaptchaCheck {
  const ref = useRef<CaptchaHandle>(null);
  const [isChecking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const withCaptcha = useCallback(async <T extends object>(body: T): Promise<WithCaptcha<T> | null> => {
    setError(null);
    setChecking(true);
    try {
      const token = await ref.current?.execute();
      return token ? { ...body, captcha: token } : body;
    } catch (failure) {
      setError(failure instanceof CaptchaError ? failure.message : CAPTCHA_INCOMPLETE);
      return null;
    } finally {
      setChecking(false);
    }
  }, []);
  return { captchaRef: ref, withCaptcha, isChecking, error };
}
