import { createContext, useContext } from 'react';

export interface ContactUs {
  /** Opens the 'Contact Us For Help' dialog; a no-op until the dialog's provider is mounted. */
  onContactUs: () => void;
}

const noop = () => {};

/**
 * The footer's 'Contact Us' and the home page's 'Need help?' button open the same dialog, which
 * lives elsewhere: whoever owns it wraps the app in `<ContactUsContext.Provider value={{ onContactUs }}>`.
 */
export const ContactUsContext = createContext<ContactUs>({ onContactUs: noop });

export function useContactUs(): ContactUs {
  return useContext(ContactUsContext);
}
