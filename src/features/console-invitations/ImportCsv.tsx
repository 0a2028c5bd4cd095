import { Button, FileInput, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { InvitationImportResult } from '../../api/operations/importEditorInvitations';
import { useBusyCall } from '../../components/console/use-busy-call';
import { ColumnHeads } from '../../components/ColumnHeads';
import { ErrorAlert } from '../../components/ErrorAlert';

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });

interface ImportCsvProps {
  /** Sends the file (as a data URL); answers every row's outcome. */
  onImport: (dataUrl: string) => Promise<InvitationImportResult>;
}

/** Invite many from a CSV file, then show what became of each row. */
export function ImportCsv({ onImport }: ImportCsvProps) {
  const [file, setFile] = useState<File | null>(null);
  const { busy, failure: error, setFailure: setError, run } = useBusyCall();
  const [result, setResult] = useState<InvitationImportResult | null>(null);

  const send = async () => {
    if (!file) {
      setError('Please choose a CSV file.');
      return;
    }
    setResult(null);
    await run(async () => {
      setResult(await onImport(await readAsDataUrl(file)));
      setFile(null);
    });
  };

  return (
    <Stack gap="sm">
      <FileInput
        label="CSV file"
        description="Columns: email, first name, last name, company, country (a header row is optional; comma or semicolon). At most 500 rows and 1 MB."
        accept=".csv,text/csv"
        clearable
        value={file}
        onChange={setFile}
        clearButtonProps={{ 'aria-label': 'Remove the chosen file' }}
      />
      <Group>
        <Button onClick={() => void send()} loading={busy}>
          Import and invite
        </Button>
      </Group>
      <ErrorAlert>{error}</ErrorAlert>
      {result && (
        <>
          <Text size="sm" role="status">
            {result.invited} invited, {result.refused} refused.
          </Text>
          <Table.ScrollContainer
            minWidth={560}
            scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': 'Import results, scrollable' } }}
          >
            <Table striped verticalSpacing="xs" aria-label="Import results">
              <ColumnHeads names={['Row', 'Email', 'Result']} />
              <Table.Tbody>
                {result.rows.map((row) => (
                  <Table.Tr key={row.row}>
                    <Table.Td>{row.row}</Table.Td>
                    <Table.Td>{row.email}</Table.Td>
                    <Table.Td c={row.ok ? undefined : 'red.9'}>{row.ok ? 'Invited' : row.message}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Stack>
  );
}
