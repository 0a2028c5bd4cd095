import { Box, Group, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { Link } from 'wouter';
import { slugPath } from '../../../lib/slug-path';
import type { SubscribedResource } from '../../../api/operations/listSubscribedResources';
import { isPendingApproval, launchUrlOf, PENDING_APPROVAL } from '../resource-rules';
import { ResourceIcon } from './ResourceIcon';

/**
 * One of My Resources (spec §4): pending ones are dimmed, not clickable, with the tooltip 'Pending
 * Approval'; the others open web_app_url, else mobile_app_url, in a new tab. A resource with
 * neither opens its detail page.
 */
export function SubscribedTile({
  item,
  compact = false,
}: {
  item: SubscribedResource;
  /** Icon beside the title (header panel); default false. */ compact?: boolean;
}) {
  const title = (
    <Text size="sm" fw={600} lh={1.3} lineClamp={2}>
      {item.title}
    </Text>
  );
  const body = compact ? (
    <Group gap="sm" wrap="nowrap" p="xs">
      <ResourceIcon path={item.icon} size={32} />
      {title}
    </Group>
  ) : (
    <Stack gap={6} align="center" ta="center" p="sm">
      <ResourceIcon path={item.icon} size={64} />
      {title}
    </Stack>
  );

  if (isPendingApproval(item)) {
    return (
      <Tooltip label={PENDING_APPROVAL} withArrow events={{ hover: true, focus: true, touch: true }}>
        <Box
          tabIndex={0}
          aria-disabled="true"
          aria-label={`${item.title} (${PENDING_APPROVAL})`}
          data-pending="true"
          style={{ opacity: 0.45, cursor: 'not-allowed', borderRadius: 'var(--mantine-radius-md)' }}
          className="mantine-focus-auto"
        >
          {body}
        </Box>
      </Tooltip>
    );
  }

  const url = launchUrlOf(item);
  if (!url) {
    return (
      <UnstyledButton component={Link} href={slugPath('/appdetail', item.slug_url)} className="mantine-focus-auto">
        {body}
      </UnstyledButton>
    );
  }
  return (
    <UnstyledButton
      component="a"
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Open ${item.title} (new tab)`}
      className="mantine-focus-auto"
    >
      {body}
    </UnstyledButton>
  );
}
