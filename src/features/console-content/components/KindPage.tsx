import { Stack, Text, Title } from '@mantine/core';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useEditorApi } from '../../../api/editor-api-context';
import type { EditorApiClient } from '../../../api/editor-client';
import type { ListedContentKind } from '../../../api/operations/searchEditorContent';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { ContentBrowser, type ContentBrowserProps } from './ContentBrowser';
import { ContentSection } from './ContentSection';
import type { Mutation } from '../saving-with';
import { KindForm, type KindFormDeclaration } from './KindForm';
import { MediaThumb } from './MediaThumb';

type Audience = 'guest' | 'member';

/** One list of the page (banners have one per audience). */
interface SectionDeclaration {
  title: string;
  intro: string;
  addLabel: string;
  /** The list's name, the title by default. */
  label?: string;
  /** Only the items of this audience; a new one gets it. */
  audience?: Audience;
}

type BrowserDeclaration<Item, Ctx> = Pick<
  ContentBrowserProps<Item>,
  'noun' | 'plural' | 'idOf' | 'actions' | 'fixed' | 'deleteWhat'
> & {
  /** The picture a row shows: its media path. */
  thumb?: (item: Item) => string;
  /** What a row says under its title: one line (cut short) or, with `details`, as it is. */
  line?: (item: Item, ctx: Ctx) => ReactNode;
  details?: (item: Item) => ReactNode;
};

/**
 * A kind's console page (docs/console-kinds.md): its list call and changes, its sections of
 * `ContentSection` + `ContentBrowser`, and its form.
 */
export interface KindPageDeclaration<Item, Values extends object, Input, Ctx = undefined> {
  kind: ListedContentKind;
  /** The kind's list call (every item in display order) and its key: `listing(<its queryOptions>)`. */
  useList: () => { data: Item[] | undefined; error: Error | null; key: QueryKey };
  /** What the list and the form need besides the items (a card's resources), loaded with the page. */
  useCtx?: () => Ctx;
  /** Creates (item null) or saves an item (`savingWith`). */
  useSave: () => (item: Item | null, input: Input) => Promise<unknown>;
  /** Saves a new order (banners: of one audience). */
  useReorder: () => Mutation<{ ids: string[]; audience?: Audience }>;
  /** A heading above several sections (the sections are then of level 2). */
  heading?: { title: string; text: string };
  sections: SectionDeclaration[];
  browser: BrowserDeclaration<Item, Ctx>;
  form: KindFormDeclaration<Item, Values, Input, Ctx>;
  /** What the page shows below its lists (a profession's specialities). */
  after?: (items: Item[] | undefined) => ReactNode;
}

/** A kind's `useList` from its list call's `queryOptions`. */
export function listing<Item, Key extends QueryKey>(
  options: (api: EditorApiClient) => UseQueryOptions<Item[], Error, Item[], Key>,
) {
  return function useList() {
    const list = options(useEditorApi());
    return { ...useQuery(list), key: list.queryKey };
  };
}

/** The page of a kind: what its declaration says, in one shape for every kind. */
export function KindPage<Item extends { revision?: number; audience?: Audience }, Values extends object, Input, Ctx>({
  declaration,
}: {
  declaration: KindPageDeclaration<Item, Values, Input, Ctx>;
}) {
  const { heading } = declaration;
  const { thumb, line, details, ...rows } = declaration.browser;
  const { data, error, key } = declaration.useList();
  const ctx = (declaration.useCtx?.() ?? undefined) as Ctx;
  const save = declaration.useSave();
  const reorder = declaration.useReorder();
  const [editing, setEditing] = useState<{ item: Item | null; preset?: { audience: Audience } } | null>(null);

  const sections = declaration.sections.map((section) => (
    <ContentSection
      key={section.title}
      title={section.title}
      order={heading ? 2 : 1}
      intro={section.intro}
      addLabel={section.addLabel}
      onAdd={() => setEditing({ item: null, preset: section.audience && { audience: section.audience } })}
      error={heading ? undefined : error?.message}
    >
      <ContentBrowser
        {...rows}
        kind={declaration.kind}
        audience={section.audience}
        itemsKey={key}
        label={section.label ?? section.title}
        items={section.audience ? data?.filter((item) => item.audience === section.audience) : data}
        preview={thumb && ((item) => <MediaThumb path={thumb(item)} />)}
        details={
          line
            ? (item) => (
                <Text size="xs" c="dimmed" truncate="end">
                  {line(item, ctx)}
                </Text>
              )
            : details
        }
        onReorder={(ids) => reorder.mutateAsync(section.audience ? { audience: section.audience, ids } : { ids })}
        onEdit={(item) => setEditing({ item })}
      />
    </ContentSection>
  ));
  const form = editing && (
    <KindForm
      declaration={declaration.form}
      item={editing.item}
      preset={editing.preset}
      ctx={ctx}
      save={(input) => save(editing.item, input)}
      onClose={() => setEditing(null)}
    />
  );

  if (!heading)
    return (
      <>
        {sections}
        {form}
      </>
    );
  return (
    <Stack gap="xl">
      <div>
        <Title order={1}>{heading.title}</Title>
        <Text c="dimmed" size="sm">
          {heading.text}
        </Text>
      </div>
      <ErrorAlert>{error?.message}</ErrorAlert>
      {sections}
      {declaration.after?.(data)}
      {form}
    </Stack>
  );
}
