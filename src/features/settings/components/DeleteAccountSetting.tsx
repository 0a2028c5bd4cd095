import { Button } from '@mantine/core';
import { useState } from 'react';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { SettingRow } from './SettingRow';

/** Settings → Privacy (issue 13): the Delete my account row and its dialog. */
export function DeleteAccountSetting() {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <SettingRow
        label="Delete my account"
        description="Deletes your account and your data for good. Support and contact messages you sent are kept without your name."
      >
        <Button color="red.9" onClick={() => setOpen(true)}>
          Delete my account
        </Button>
      </SettingRow>
      <DeleteAccountDialog opened={isOpen} onClose={() => setOpen(false)} />
    </>
  );
}
