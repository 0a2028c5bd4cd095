// What src/app composes from the accounts feature (the pages are loaded by the route table).
export { PasswordChangedNotice } from './components/PasswordChangedNotice';
export { UserMenu } from './components/UserMenu';
