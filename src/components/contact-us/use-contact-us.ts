import { createContext, useContext } from 'react';

export interface ContactUs {
  /** Opens the one 'Contact Us For Help' dialog; a no-op outside <ContactUsProvider>. */
  onContactUs: () => void;
}

export const ContactUsContext = createContext<ContactUs>({ onContactUs: () => {} });

/** For the places that open the dialog: the footer, Home's 'Need help?', registration's Contact Form link. */
export function useContactUs(): ContactUs {
  return useContext(ContactUsContext);
}
