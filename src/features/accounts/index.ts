// What src/app and other screens (Settings) use from the accounts feature.
export { ChangePasswordDialog, type ChangePasswordDialogProps } from './components/ChangePasswordDialog';
export { PasswordChangedNotice } from './components/PasswordChangedNotice';
export { UserMenu } from './components/UserMenu';
