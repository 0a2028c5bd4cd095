import { Badge, Button, Group, Table, Text } from '@mantine/core';
import type { PageVersionSummary } from '../../../api/operations/listPageVersions';
import { formatDateTime } from '../../../lib/format-date';
import { MATERIAL_COLOR } from './material-color';
import { ColumnHeads } from '../../../components/ColumnHeads';

interface VersionTableProps {
  versions: PageVersionSummary[];
  /** Id of the heading naming the table. */
  labelledBy: string;
  /** A legal page's versions can be marked material. */
  legal: boolean;
  onView: (version: PageVersionSummary) => void;
  onRestore: (version: PageVersionSummary) => void;
  onMarkMaterial: (version: PageVersionSummary) => void;
}

/** A page's versions, newest first: when, who, what changed, material or not, and what can be done with each. */
export function VersionTable({ versions, labelledBy, legal, onView, onRestore, onMarkMaterial }: VersionTableProps) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped verticalSpacing="xs" aria-labelledby={labelledBy}>
        <ColumnHeads names={['Version', 'Saved', 'By', 'What changed', 'Actions']} />
        <Table.Tbody>
          {versions.map((version) => (
            <Table.Tr key={version.version} data-testid="version-row">
              <Table.Td>
                {/* Badges wrap under the number rather than shrink to an ellipsis ("CU…"). */}
                <Group gap={6}>
                  <Text fw={600}>{version.version}</Text>
                  {version.current && (
                    <Badge color="teal.9" variant="filled" miw="max-content">
                      Current
                    </Badge>
                  )}
                  {version.material && (
                    <Badge color={MATERIAL_COLOR} variant="outline" miw="max-content">
                      Material{version.consent_version !== null ? ` (consent version ${version.consent_version})` : ''}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>{formatDateTime(version.saved)}</Table.Td>
              <Table.Td>{version.saved_by}</Table.Td>
              <Table.Td>
                <Text size="sm">{version.title}</Text>
                {version.summary && (
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
                    {version.summary}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  <Button
                    size="compact-sm"
                    variant="default"
                    aria-label={`View version ${version.version}`}
                    onClick={() => onView(version)}
                  >
                    View
                  </Button>
                  {!version.current && (
                    <Button
                      size="compact-sm"
                      variant="default"
                      aria-label={`Restore version ${version.version}`}
                      onClick={() => onRestore(version)}
                    >
                      Restore
                    </Button>
                  )}
                  {legal && !version.material && (
                    <Button
                      size="compact-sm"
                      variant="light"
                      color={MATERIAL_COLOR}
                      aria-label={`Mark as material: version ${version.version}`}
                      onClick={() => onMarkMaterial(version)}
                    >
                      Mark as material
                    </Button>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
