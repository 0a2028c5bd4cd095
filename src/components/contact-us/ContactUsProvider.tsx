import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { lazyDialog } from '../lazy-dialog';
import { ContactUsContext } from './use-contact-us';

const ContactUsDialog = lazyDialog(() => import('./ContactUsDialog').then((m) => m.ContactUsDialog));

/**
 * Renders the one Contact Us For Help dialog (its code loads when first opened) and lets anything
 * below open it (`useContactUs`). It remembers the control that opened it: after the thank-you,
 * which replaced the form, focus goes back there (issue 44), not to the page's start.
 */
export function ContactUsProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const openerRef = useRef<HTMLElement | null>(null);
  const openContactUs = useCallback(() => {
    openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen(true);
  }, []);
  const value = useMemo(() => ({ onContactUs: openContactUs }), [openContactUs]);
  return (
    <ContactUsContext.Provider value={value}>
      {children}
      <ContactUsDialog opened={isOpen} onClose={() => setOpen(false)} returnFocusRef={openerRef} />
    </ContactUsContext.Provider>
  );
}
