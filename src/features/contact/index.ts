// What src/app uses from the contact feature.
export { ContactUsDialog, type ContactUsDialogProps } from './components/ContactUsDialog';
