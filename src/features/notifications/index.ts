// What src/app uses from the notifications feature.
export { NotificationBell } from './components/NotificationBell';
