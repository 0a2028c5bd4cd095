import { Box, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { slugPath } from '../../../lib/slug-path';
import type { Resource } from '../../../api/operations/listProtectedResources';
import classes from './ResourceCard.module.css';
import { ResourceIcon } from './ResourceIcon';

export interface ResourceCardProps {
  resource: Pick<Resource, 'nid' | 'title' | 'summary' | 'icon' | 'slug_url'>;
  /** Buttons under the summary (e.g. Add); none by default. */
  actions?: ReactNode;
}

/**
 * A resource in a grid: icon, title and summary. The whole card opens its detail page through the
 * one title link (stretched over the card); actions stay separate buttons above it.
 */
export function ResourceCard({ resource, actions }: ResourceCardProps) {
  return (
    <Card withBorder shadow="xs" padding="lg" radius="md" h="100%" className={classes.card}>
      <Stack gap="sm" h="100%">
        <Group wrap="nowrap" align="center" gap="md">
          <ResourceIcon path={resource.icon} />
          <Text
            component={Link}
            href={slugPath('/appdetail', resource.slug_url)}
            fw={700}
            c="lumira.9"
            className={classes.link}
            lh={1.3}
          >
            {resource.title}
          </Text>
        </Group>
        <Text size="sm" c="dimmed" lineClamp={3} style={{ flexGrow: 1 }}>
          {resource.summary}
        </Text>
        {actions && <Box className={classes.actions}>{actions}</Box>}
      </Stack>
    </Card>
  );
}
