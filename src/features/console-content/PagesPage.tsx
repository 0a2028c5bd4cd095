import { Button, Text } from '@mantine/core';
import { Link } from 'wouter';
import { useCreatePage } from '../../api/operations/createPage';
import { listEditorPagesQueryOptions, type EditorPage, type PageInput } from '../../api/operations/listEditorPages';
import { useReorderPages } from '../../api/operations/reorderPages';
import { useUpdatePage } from '../../api/operations/updatePage';
import { valuesFrom } from './components/KindForm';
import { KindPage, listing, type KindPageDeclaration } from './components/KindPage';
import { titleError } from './content-rules';
import { MAX_SLUG, MAX_SUMMARY, pageBodyError, slugError, summaryError } from './page-rules';
import { savedMessage } from './use-content-form-submit';
import { savingWith } from './saving-with';

interface PageValues {
  title: string;
  slug_url: string;
  in_footer: boolean;
  body: string;
  published: boolean;
  material: boolean;
  summary: string;
}

/** The body of a save: `material` and `summary` only when they say something. */
function pageInputOf({ in_footer, material, summary, ...values }: PageValues): PageInput {
  const text = summary.trim();
  return {
    ...values,
    title: values.title.trim(),
    location: in_footer ? 'Footer' : '',
    ...(material ? { material: true } : {}),
    ...(text ? { summary: text } : {}),
  };
}

/** Where a page shows, its version, and why a legal page has no Delete or Unpublish. */
function PageDetails({ page }: { page: EditorPage }) {
  const where = page.location === 'Footer' ? 'in the footer' : 'by its link only';
  return (
    <Text size="xs" c="dimmed">
      /linkdetail/{page.slug_url} · {where}
      {page.version !== null && ` · version ${page.version}`}
      {page.legal && ' · Legal page: fixed address, always published, cannot be deleted'}
    </Text>
  );
}

const legal = ({ item }: { item: EditorPage | null }) => item?.legal ?? false;

/**
 * Landing pages: title, address, whether the footer lists it, HTML body. A save that changes the
 * content keeps it as a new version (History); a legal page keeps its address, stays published,
 * and its save can be material.
 */
export const PAGES: KindPageDeclaration<EditorPage, PageValues, PageInput> = {
  kind: 'pages',
  useList: listing(listEditorPagesQueryOptions),
  useSave: savingWith(useCreatePage, useUpdatePage, (page, body) => ({ id: page.id, body })),
  useReorder: useReorderPages,
  sections: [
    {
      title: 'Pages',
      intro:
        'Pages at /linkdetail/<address>; those shown in the footer are listed there in this order. Every save that changes a page keeps it as a new version: History lists them and restores one.',
      addLabel: 'Add a page',
    },
  ],
  browser: {
    noun: 'page',
    idOf: (page) => page.id,
    fixed: (page) => page.legal,
    details: (page) => <PageDetails page={page} />,
    actions: (page) => (
      <Button
        component={Link}
        href={`/editor/pages/${page.id}/history`}
        size="compact-sm"
        variant="default"
        aria-label={`History of “${page.title}”`}
      >
        History
      </Button>
    ),
  },
  form: {
    valuesOf: valuesFrom<EditorPage, PageValues>(
      { title: '', slug_url: '', in_footer: true, body: '', published: true, material: false, summary: '' },
      (page) => ({ in_footer: page.location === 'Footer' }),
    ),
    validate: {
      title: (value) => titleError(value),
      slug_url: slugError,
      body: pageBodyError,
      summary: (value, values) => summaryError(value, values.material),
    },
    inputOf: pageInputOf,
    saved: (values) => savedMessage(values.title, 'the page'),
    title: (page) => (page ? `Edit the page “${page.title}”` : 'Add a page'),
    submitLabel: (page) => (page ? 'Save page' : 'Add page'),
    fieldPaths: { location: 'in_footer' },
    fields: [
      { input: 'text', name: 'title', label: 'Title', required: true, maxLength: 100 },
      {
        input: 'text',
        name: 'slug_url',
        label: 'Address',
        required: true,
        maxLength: MAX_SLUG,
        leftSection: '/linkdetail/',
        leftSectionWidth: 84,
        props: (state) => ({
          readOnly: legal(state),
          description: legal(state)
            ? 'A legal page keeps its address: registration and the consent dialog link to it.'
            : 'Lower-case letters, digits and hyphens, e.g. about-us.',
        }),
      },
      { input: 'switch', name: 'in_footer', label: 'Show in the footer (else reachable by its link only)' },
      { input: 'rich', name: 'body', label: 'Body' },
      {
        input: 'switch',
        name: 'published',
        label: 'Published (guests and members see it)',
        props: (state) => ({ disabled: legal(state), description: legal(state) ? 'A legal page stays published.' : undefined }),
      },
      {
        input: 'checkbox',
        name: 'material',
        label: 'Material change: every member must accept this page again',
        description: 'Adds a new consent version; members are asked on their next visit, with the summary below.',
        when: legal,
      },
      {
        input: 'textarea',
        name: 'summary',
        rows: 2,
        maxLength: MAX_SUMMARY,
        props: ({ values }) => ({
          label: values.material ? 'What changed (shown to members)' : 'What changed (optional, kept with the version)',
          required: values.material,
        }),
      },
    ],
  },
};

/** /editor/pages: the basic landing pages (footer and link pages, the legal pages among them), in footer order. */
export const PagesPage = () => <KindPage declaration={PAGES} />;
