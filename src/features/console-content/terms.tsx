import { Text } from '@mantine/core';
import { useCreateNeedHelp } from '../../api/operations/createNeedHelp';
import { useCreateProfession } from '../../api/operations/createProfession';
import { useCreateTag } from '../../api/operations/createTag';
import { listEditorNeedHelpQueryOptions } from '../../api/operations/listEditorNeedHelp';
import {
  listEditorProfessionsQueryOptions,
  type EditorProfession,
  type TermInput,
} from '../../api/operations/listEditorProfessions';
import { listEditorTagsQueryOptions } from '../../api/operations/listEditorTags';
import { useReorderNeedHelp } from '../../api/operations/reorderNeedHelp';
import { useReorderProfessions } from '../../api/operations/reorderProfessions';
import { useReorderTags } from '../../api/operations/reorderTags';
import { useUpdateNeedHelp } from '../../api/operations/updateNeedHelp';
import { useUpdateProfession } from '../../api/operations/updateProfession';
import { useUpdateTag } from '../../api/operations/updateTag';
import { KindPage, listing, type KindPageDeclaration } from './components/KindPage';
import { MAX_TAG_NAME } from './content-rules';
import { SpecialitiesSection } from './SpecialitiesSection';
import { termForm, type Term } from './term-form';
import { savingWith, type Mutation } from './saving-with';

interface TermKind<T extends Term> extends Pick<
  KindPageDeclaration<T, TermInput, TermInput>,
  'kind' | 'useList' | 'useReorder' | 'heading' | 'sections' | 'form' | 'after'
> {
  useCreate: () => Mutation<TermInput>;
  useUpdate: () => Mutation<{ tid: string; body: TermInput }>;
  browser?: Partial<KindPageDeclaration<T, TermInput, TermInput>['browser']>;
  noun: string;
  plural?: string;
}

/** A list of terms (ids `tid`, one order): what only the kind says, the rest alike. */
const termKind = <T extends Term>({ useCreate, useUpdate, noun, plural, browser, ...kind }: TermKind<T>) =>
  ({
    ...kind,
    useSave: savingWith(useCreate, useUpdate, (term: T, body: TermInput) => ({ tid: term.tid, body })),
    browser: { noun, plural, idOf: (term) => term.tid, ...browser },
  }) satisfies KindPageDeclaration<T, TermInput, TermInput>;

/** Search tags: the chips of the guest home. */
export const TAGS = termKind({
  kind: 'tags',
  useList: listing(listEditorTagsQueryOptions),
  useCreate: useCreateTag,
  useUpdate: useUpdateTag,
  useReorder: useReorderTags,
  sections: [
    {
      title: 'Search tags',
      intro:
        'The chips on the guest home page; each opens the resources tagged with it. A tag that resources use cannot be deleted: unpublish it instead.',
      addLabel: 'Add a tag',
    },
  ],
  noun: 'tag',
  form: termForm({
    noun: 'tag',
    addTitle: () => 'Add a search tag',
    publishedLabel: 'Published (guests see it on the home page)',
    maxLength: MAX_TAG_NAME,
  }),
});

/** The need-help (resource-manager) list of the help and support forms. */
export const NEED_HELP = termKind({
  kind: 'need-help',
  useList: listing(listEditorNeedHelpQueryOptions),
  useCreate: useCreateNeedHelp,
  useUpdate: useUpdateNeedHelp,
  useReorder: useReorderNeedHelp,
  sections: [
    {
      title: 'Need-help list',
      intro:
        'The teams a guest or member can ask for help (the resource-manager list of the help and support forms), in this order.',
      addLabel: 'Add an entry',
    },
  ],
  noun: 'entry',
  plural: 'entries',
  form: termForm({
    noun: 'entry',
    addTitle: () => 'Add a need-help entry',
    publishedLabel: 'Published (listed for guests and members)',
  }),
});

const specialityCount = (count: number) => (count === 1 ? '1 speciality' : `${count} specialities`);

/** Professions, and below them the specialities of one (SpecialitiesSection). */
export const PROFESSIONS = termKind<EditorProfession>({
  kind: 'professions',
  useList: listing(listEditorProfessionsQueryOptions),
  useCreate: useCreateProfession,
  useUpdate: useUpdateProfession,
  useReorder: useReorderProfessions,
  heading: {
    title: 'Professions and specialities',
    text: 'What healthcare professionals choose when they register and in their profile, in this order. An unpublished profession or speciality is offered to no one; members who have it keep it. One that members have cannot be deleted: unpublish it instead.',
  },
  sections: [
    { title: 'Professions', intro: 'Deleting a profession deletes its specialities too.', addLabel: 'Add a profession' },
  ],
  noun: 'profession',
  browser: {
    details: (profession) => (
      <Text size="xs" c="dimmed">
        {specialityCount(profession.speciality_count)}
      </Text>
    ),
    deleteWhat: (profession) =>
      profession.speciality_count === 0
        ? `the profession “${profession.name}”`
        : `the profession “${profession.name}” and its ${specialityCount(profession.speciality_count)}`,
  },
  form: termForm({
    noun: 'profession',
    addTitle: () => 'Add a profession',
    publishedLabel: 'Published (offered at registration and in the profile)',
  }),
  after: (professions) => professions && professions.length > 0 && <SpecialitiesSection professions={professions} />,
});

/** /editor/tags: the search tags of the guest home, in display order. */
export const TagsPage = () => <KindPage declaration={TAGS} />;
/** /editor/need-help: the need-help (resource-manager) list, in display order. */
export const NeedHelpPage = () => <KindPage declaration={NEED_HELP} />;
/** /editor/professions: the professions, and the specialities of the one chosen, each list in display order. */
export const ProfessionsPage = () => <KindPage declaration={PROFESSIONS} />;
