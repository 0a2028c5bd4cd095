import { SegmentedControl, Select } from '@mantine/core';
import { SettingRow } from './SettingRow';

/** Spec §2: Language shows English and Appearance Light/dark; both are shown but cannot change yet. */
export function PreferenceSettings() {
  return (
    <>
      <SettingRow label="Language" description="English is the only language for now.">
        <Select aria-label="Language" data={['English']} value="English" disabled w={180} />
      </SettingRow>
      <SettingRow label="Appearance" description="A dark theme is on its way.">
        <SegmentedControl
          aria-label="Appearance"
          data={[
            { label: 'Light', value: 'light' },
            { label: 'Dark', value: 'dark' },
          ]}
          value="light"
          disabled
        />
      </SettingRow>
    </>
  );
}
