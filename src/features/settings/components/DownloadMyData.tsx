import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useExportUserData } from '../../../api/operations/exportUserData';
import { downloadJson } from '../../../lib/download-file';
import { SettingRow } from './SettingRow';

/**
 * Settings → Privacy (issue 13): Download my data asks the server for the export and saves it as
 * one JSON file under the server's file name (`the-source-data-<date>.json`).
 */
export function DownloadMyData() {
  const exportData = useExportUserData();
  const [savedAs, setSavedAs] = useState<string | null>(null);

  const download = () => {
    setSavedAs(null);
    exportData.mutate(undefined, {
      onSuccess: ({ data, fileName }) => {
        downloadJson(data, fileName);
        setSavedAs(fileName);
      },
    });
  };

  return (
    <Stack gap="xs">
      <SettingRow
        label="Download my data"
        description="One JSON file with your profile, settings, resources, notifications (and which you have read), support and contact messages, consents and sign-in history."
      >
        <Button variant="light" loading={exportData.isPending} onClick={download}>
          Download my data
        </Button>
      </SettingRow>
      {exportData.isError && (
        <Alert color="red" variant="light" role="alert">
          {exportData.error.message}
        </Alert>
      )}
      {savedAs && (
        <Text size="sm" role="status">
          Your data was saved as {savedAs}.
        </Text>
      )}
    </Stack>
  );
}
