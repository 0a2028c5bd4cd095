import { ActionIcon, Group, Popover, ScrollArea, SegmentedControl, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'wouter';
import { useSessionView } from '../../../app/session/session-context';
import { slugPath } from '../../../lib/slug-path';
import { useNeedHelpResources } from '../api/listNeedHelpResources';
import { useProtectedResources } from '../api/listProtectedResources';
import { useSubscribedResources } from '../api/listSubscribedResources';
import { isOpenTo } from '../resource-rules';
import { GridIcon } from './icons';
import { ResourceIcon } from './ResourceIcon';
import { SubscribedTile } from './SubscribedTile';

type Tab = 'all' | 'favourite';

/**
 * Spec §2 header resource-manager panel: hidden until its icon button is pressed; toggles between
 * All Resources (the resource-manager list, narrowed to the member's type) and My Favourite
 * (My Resources, opening like on Home).
 */
export function ResourceManagerPanel() {
  const [opened, setOpened] = useState(false);
  const [tab, setTab] = useState<Tab>('all');
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={320} shadow="md" withinPortal trapFocus>
      <Popover.Target>
        <ActionIcon variant="subtle" size="lg" aria-label="Resource manager" aria-expanded={opened} onClick={() => setOpened((o) => !o)}>
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
        <ScrollArea.Autosize mah={360}>{opened && (tab === 'all' ? <AllResources onPick={() => setOpened(false)} /> : <MyFavourite />)}</ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}

function AllResources({ onPick }: { onPick: () => void }) {
  const { uid, user } = useSessionView();
  const entries = useNeedHelpResources();
  const resources = useProtectedResources({ uid });
  if (entries.isPending || resources.isPending) return <Text c="dimmed">Loading…</Text>;
  // The need-help entries carry only (tid, name); the tid is the resource's nid, which gives its type and page.
  const byNid = new Map((resources.data ?? []).map((resource) => [resource.nid, resource]));
  const items = (entries.data ?? []).flatMap((entry) => {
    const resource = byNid.get(entry.tid);
    return resource && isOpenTo(resource, user?.user_type) ? [{ entry, resource }] : [];
  });
  if (items.length === 0) return <Text c="dimmed">No resources found.</Text>;
  return (
    <Stack gap={2}>
      {items.map(({ entry, resource }) => (
        <UnstyledButton key={entry.tid} component={Link} href={slugPath('/appdetail', resource.slug_url)} onClick={onPick} p="xs" className="mantine-focus-auto">
          <Group gap="sm" wrap="nowrap">
            <ResourceIcon path={resource.icon} size={32} />
            <Text size="sm" fw={600}>
              {entry.name}
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
