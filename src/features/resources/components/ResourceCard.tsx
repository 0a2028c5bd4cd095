import { Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { slugPath } from '../../../lib/slug-path';
import type { Resource } from '../api/listProtectedResources';
import { ResourceIcon } from './ResourceIcon';

export interface ResourceCardProps {
  resource: Pick<Resource, 'nid' | 'title' | 'summary' | 'icon' | 'slug_url'>;
  /** Buttons under the summary (e.g. Add); none by default. */
  actions?: ReactNode;
}

/** A resource in a grid: icon, title (opens its detail page) and summary. */
export function ResourceCard({ resource, actions }: ResourceCardProps) {
  return (
    <Card withBorder shadow="xs" padding="lg" radius="md" h="100%">
      <Stack gap="sm" h="100%">
        <Group wrap="nowrap" align="center" gap="md">
          <ResourceIcon path={resource.icon} />
          <Text
            component={Link}
            href={slugPath('/appdetail', resource.slug_url)}
            fw={700}
            c="lumira.9"
            className="mantine-focus-auto"
            lh={1.3}
          >
            {resource.title}
          </Text>
        </Group>
        <Text size="sm" c="dimmed" lineClamp={3} style={{ flexGrow: 1 }}>
          {resource.summary}
        </Text>
        {actions}
      </Stack>
    </Card>
  );
}
