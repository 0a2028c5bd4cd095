import { ActionIcon, Group, Popover, ScrollArea, SegmentedControl, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'wouter';
import { useSessionView } from '../../../session/session-context';
import { GridIcon } from '../../../components/icons';
import { slugPath } from '../../../lib/slug-path';
import { useProtectedResources } from '../../../api/operations/listProtectedResources';
import { useSubscribedResources } from '../../../api/operations/listSubscribedResources';
import { visibleTo } from '../resource-rules';
import { ResourceIcon } from './ResourceIcon';
import { SubscribedTile } from './SubscribedTile';

type Tab = 'all' | 'favourite';

/**
 * Spec §2 header resource-manager panel: hidden until its icon button is pressed; toggles between
 * All Resources (every resource open to the member's type, each opening its page) and My Favourite
 * (My Resources, opening like on Home).
 */
export function ResourceManagerPanel() {
  const [opened, setOpened] = useState(false);
  const [tab, setTab] = useState<Tab>('all');
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={320} shadow="md" withinPortal trapFocus>
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label="Resource manager"
          aria-expanded={opened}
          onClick={() => setOpened((o) => !o)}
        >
          <GridIcon />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown aria-label="Resource manager">
        <SegmentedControl
          fullWidth
          value={tab}
          onChange={(value) => setTab(value as Tab)}
          data={[
            { value: 'all', label: 'All Resources' },
            { value: 'favourite', label: 'My Favourite' },
          ]}
          mb="sm"
        />
        <ScrollArea.Autosize mah={360}>
          {opened && (tab === 'all' ? <AllResources onPick={() => setOpened(false)} /> : <MyFavourite />)}
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}

function AllResources({ onPick }: { onPick: () => void }) {
  const { uid, user } = useSessionView();
  const { data, isPending } = useProtectedResources({ uid });
  if (isPending) return <Text c="dimmed">Loading…</Text>;
  const resources = visibleTo(data ?? [], user?.user_type);
  if (resources.length === 0) return <Text c="dimmed">No resources found.</Text>;
  return (
    <Stack gap={2}>
      {resources.map((resource) => (
        <UnstyledButton
          key={resource.nid}
          component={Link}
          href={slugPath('/appdetail', resource.slug_url)}
          onClick={onPick}
          p="xs"
          className="mantine-focus-auto"
        >
          <Group gap="sm" wrap="nowrap">
            <ResourceIcon path={resource.icon} size={32} />
            <Text size="sm" fw={600}>
              {resource.title}
            </Text>
          </Group>
        </UnstyledButton>
      ))}
    </Stack>
  );
}

function MyFavourite() {
  const { uid } = useSessionView();
  const { data, isPending } = useSubscribedResources({ uid });
  if (isPending) return <Text c="dimmed">Loading…</Text>;
  if (!data || data.length === 0) return <Text c="dimmed">Nothing in My Resources yet.</Text>;
  return (
    <Stack gap={2}>
      {data.map((item) => (
        <SubscribedTile key={item.nid} item={item} compact />
      ))}
    </Stack>
  );
}
