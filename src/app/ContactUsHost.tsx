import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { ContactUsDialog } from '../features/contact';
import { ContactUsContext } from './contact-us-context';

/**
 * Supplies `onContactUs` (the footer's Contact Us, Home's 'Need help?', registration's contact
 * link) and renders the one Contact Us For Help dialog they open.
 */
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
