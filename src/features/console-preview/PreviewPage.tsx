import { Alert, Box, Group, List, Radio, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ComponentType } from 'react';
import { useEditorApi } from '../../api/editor-api-context';
import { listEditorPagesQueryOptions } from '../../api/operations/listEditorPages';
import { listEditorResourcesQueryOptions } from '../../api/operations/listEditorResources';
import { setDocumentTitle, useDocumentTitleText } from '../../lib/document-title';
import { offeredResources } from './offered-resources';
import type { PreviewScreenProps } from './preview-screen-props';
import type { PreviewAudience } from '../../api/preview-client';
import classes from './PreviewPage.module.css';

const AUDIENCES: { value: PreviewAudience; label: string }[] = [
  { value: 'guest', label: 'Guest' },
  { value: 'professional', label: 'Healthcare professional' },
  { value: 'distributor', label: 'Distributor' },
];
const TITLE = 'Preview · Editor console';
const draft = (published: boolean) => (published ? '' : ' (draft)');

export interface PreviewPageProps {
  /** The app's real screens, rendered for the audience (src/app/preview/PreviewScreen.tsx). */
  screen: ComponentType<PreviewScreenProps>;
}

/**
 * /editor/preview: the home page, a resource page or a landing page as a guest, a healthcare
 * professional or a distributor sees it with the drafts published, and the resources each user
 * type is offered (docs/console-code.md, "Preview as the audience").
 */
export function PreviewPage({ screen: Screen }: PreviewPageProps) {
  const api = useEditorApi();
  const resources = useQuery(listEditorResourcesQueryOptions(api));
  const pages = useQuery(listEditorPagesQueryOptions(api));
  const [audience, setAudience] = useState<PreviewAudience>('guest');
  const [path, setPath] = useState('/');
  // The previewed screens name the tab after themselves; the console keeps its own name.
  const shownTitle = useDocumentTitleText();
  useEffect(() => setDocumentTitle(TITLE), [shownTitle]);

  const screens = [
    { group: 'Home', items: [{ value: '/', label: 'Home page' }] },
    {
      group: 'Resources',
      items: (resources.data ?? []).map((r) => ({ value: `/appdetail/${r.slug_url}`, label: `${r.title}${draft(r.published)}` })),
    },
    {
      group: 'Pages',
      items: (pages.data ?? []).map((p) => ({ value: `/linkdetail/${p.slug_url}`, label: `${p.title}${draft(p.published)}` })),
    },
  ];
  const audienceLabel = AUDIENCES.find((a) => a.value === audience)!.label;
  const offered = offeredResources(resources.data ?? [], audience);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Preview</Title>
        <Text c="dimmed">
          The site as each audience sees it, with every draft shown as if published. Nothing you do in the preview is sent.
        </Text>
      </div>
      {(resources.error ?? pages.error) && (
        <Alert color="red" role="alert">
          {(resources.error ?? pages.error)?.message}
        </Alert>
      )}
      <Group align="flex-end" gap="xl" wrap="wrap">
        <Radio.Group label="Preview as" value={audience} onChange={(value) => setAudience(value as PreviewAudience)}>
          <Group mt={6}>
            {AUDIENCES.map((option) => (
              <Radio key={option.value} value={option.value} label={option.label} />
            ))}
          </Group>
        </Radio.Group>
        <Select
          label="Screen"
          searchable
          allowDeselect={false}
          data={screens}
          value={path}
          onChange={(value) => value && setPath(value)}
          w={320}
        />
      </Group>
      <section aria-label="Resources offered">
        <Text fw={600}>Resources offered to add</Text>
        {audience === 'guest' ? (
          <Text size="sm" c="dimmed">
            None: a guest sees every published resource’s page and must register to add one.
          </Text>
        ) : (
          <List size="sm">
            {offered.map((resource) => (
              <List.Item key={resource.nid}>
                {resource.title}
                {draft(resource.published)}
              </List.Item>
            ))}
          </List>
        )}
      </section>
      <Box component="section" aria-label={`Preview as ${audienceLabel}`} className={classes.frame}>
        <Screen key={`${audience} ${path}`} audience={audience} path={path} />
      </Box>
    </Stack>
  );
}
