import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import type { PendingConsent } from '../../../api/operations/listPendingConsents';
import { formatDate } from '../../../lib/format-date';
import { slugPath } from '../../../lib/slug-path';

/**
 * One page of the consent gate: its title, the summary of each material change since the member's
 * last acceptance (oldest first, as the server sends them) and a link to the page. The link opens a
 * new tab, so the gate stays where it is while the member reads.
 */
export function PendingConsentItem({ consent }: { consent: PendingConsent }) {
  return (
    <Stack gap={4}>
      <Title order={3} fz="md">
        {consent.title}
      </Title>
      <List size="sm" spacing={2}>
        {consent.changes.map((change) => (
          <List.Item key={change.version}>
            <Text span size="sm" fw={600}>
              Version {change.version}, {formatDate(change.created)}:
            </Text>{' '}
            <Text span size="sm" style={{ whiteSpace: 'pre-line' }}>
              {change.summary}
            </Text>
          </List.Item>
        ))}
      </List>
      <Anchor href={slugPath('/linkdetail', consent.page)} target="_blank" rel="noopener noreferrer" size="sm">
        Read {consent.title}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </Anchor>
    </Stack>
  );
}
