import { createContext, useContext, type ComponentType } from 'react';

export interface ChangePasswordDialogSlotProps {
  /** Shown when true. */
  opened: boolean;
  /** Called when the dialog closes. */
  onClose: () => void;
}

export interface SettingsSlots {
  /**
   * The Change Password dialog. It belongs to the accounts feature, and features do not import
   * each other (ARCHITECTURE.md §2), so src/app hands it in. Null: the button is hidden.
   */
  ChangePasswordDialog: ComponentType<ChangePasswordDialogSlotProps> | null;
}

export const SettingsSlotsContext = createContext<SettingsSlots>({ ChangePasswordDialog: null });

export function useSettingsSlots(): SettingsSlots {
  return useContext(SettingsSlotsContext);
}
