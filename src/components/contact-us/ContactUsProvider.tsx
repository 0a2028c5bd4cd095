import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { lazyDialog } from '../lazy-dialog';
import { ContactUsContext } from './use-contact-us';

const ContactUsDialog = lazyDialog(() => import('./ContactUsDialog').then((m) => m.ContactUsDialog));

/** Renders the one Contact Us For Help dialog (its code loads when first opened) and lets anything below open it (`useContactUs`). */
export function ContactUsProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const openContactUs = useCallback(() => setOpen(true), []);
  const value = useMemo(() => ({ onContactUs: openContactUs }), [openContactUs]);
  return (
    <ContactUsContext.Provider value={value}>
      {children}
      <ContactUsDialog opened={isOpen} onClose={() => setOpen(false)} />
    </ContactUsContext.Provider>
  );
}
