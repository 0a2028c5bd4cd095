// What src/app uses from the settings feature.
export { SettingsSlotsContext, type SettingsSlots, type ChangePasswordDialogSlotProps } from './settings-slots';
