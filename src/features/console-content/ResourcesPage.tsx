import { useQuery } from '@tanstack/react-query';
import { useEditorApi } from '../../api/editor-api-context';
import { useCreateResource } from '../../api/operations/createResource';
import {
  listEditorResourcesQueryOptions,
  type EditorResource,
  type ResourceInput,
} from '../../api/operations/listEditorResources';
import { listEditorTagsQueryOptions, type EditorTag } from '../../api/operations/listEditorTags';
import { useReorderResources } from '../../api/operations/reorderResources';
import { useUpdateResource } from '../../api/operations/updateResource';
import { KindPage, listing, type KindPageDeclaration } from './components/KindPage';
import { formValuesOf, inputOf, MAX_GALLERY, resourceValidation, type ResourceFormValues } from './resource-form-rules';
import { savedMessage } from './use-content-form-submit';
import { savingWith } from './saving-with';

const AUDIENCES: Record<string, string> = { '1': 'healthcare professionals', '2': 'distributors' };

/** Who may add the resource, as the list says it. */
const audienceOf = (resource: EditorResource) =>
  resource.user_type.length === 2 ? 'everyone' : resource.user_type.map((type) => AUDIENCES[type]).join(', ');

const appAddress = (name: string, label: string) =>
  ({ input: 'text', name, label, placeholder: 'https://', maxLength: 300 }) as const;

/** Resources: every field of spec §3 (docs/editor-guide.md, "Resources"); the tags they may relate to. */
export const RESOURCES: KindPageDeclaration<EditorResource, ResourceFormValues, ResourceInput, EditorTag[]> = {
  kind: 'resources',
  useList: listing(listEditorResourcesQueryOptions),
  useCtx: () => useQuery(listEditorTagsQueryOptions(useEditorApi())).data ?? [],
  useSave: savingWith(useCreateResource, useUpdateResource, (resource, body) => ({ nid: resource.nid, body })),
  useReorder: useReorderResources,
  sections: [
    {
      title: 'Resources',
      intro:
        'The company’s applications, in the order every resource list shows them. A new resource starts as a draft: publish it when it is ready.',
      addLabel: 'Add a resource',
    },
  ],
  browser: {
    noun: 'resource',
    idOf: (resource) => resource.nid,
    thumb: (resource) => resource.icon,
    line: (resource) => (
      <>
        /appdetail/{resource.slug_url} · for {audienceOf(resource)}
        {resource.required_approval ? ' · needs approval' : ''}
      </>
    ),
  },
  form: {
    valuesOf: formValuesOf,
    validate: resourceValidation,
    inputOf,
    saved: (values) => savedMessage(values.title, 'the resource'),
    title: (resource) => (resource ? `Edit resource “${resource.title}”` : 'Add a resource'),
    submitLabel: (resource) => (resource ? 'Save resource' : 'Add resource'),
    size: 'xl',
    fields: [
      {
        input: 'grid',
        fields: [
          { input: 'text', name: 'title', label: 'Title', required: true, maxLength: 100 },
          {
            input: 'text',
            name: 'slug_url',
            label: 'Address',
            description: 'The page is /appdetail/<address>',
            required: true,
            maxLength: 80,
          },
        ],
      },
      { input: 'textarea', name: 'summary', label: 'Summary', rows: 2, maxLength: 300 },
      { input: 'rich', name: 'description', label: 'Description' },
      { input: 'media', name: 'icon', label: 'Icon', description: 'A square PNG or JPG, about 128 × 128 px.' },
      { input: 'gallery', name: 'media', label: 'Gallery', max: MAX_GALLERY },
      {
        input: 'checkboxes',
        name: 'user_type',
        label: 'Who can add it',
        required: true,
        options: { '1': 'Healthcare professionals', '2': 'Distributors' },
      },
      {
        input: 'checkboxes',
        name: 'url_type',
        label: 'App types',
        options: { '1': 'Mobile app', '2': 'Web app' },
      },
      {
        input: 'grid',
        fields: [appAddress('web_app_url', 'Web app address'), appAddress('mobile_app_url', 'Mobile app address')],
      },
      { input: 'switch', name: 'enable_visit', label: 'Show the Visit button (opens the web app)' },
      { input: 'switch', name: 'required_approval', label: 'Adding it needs an editor’s approval' },
      { input: 'rich', name: 'popup_consent', label: 'Thank-you text', description: 'Shown after a member adds the resource.' },
      {
        input: 'multiselect',
        name: 'related_tags',
        label: 'Related tags',
        description: '“Other Resources You Might Like” lists resources sharing a tag.',
        searchable: true,
        options: (tags) => tags.map((tag) => ({ value: tag.tid, label: tag.name })),
      },
      {
        input: 'tags',
        name: 'support_areas',
        label: 'Support areas',
        description: 'The reasons offered in step 2 of the support wizard. Press Enter after each.',
        maxTags: 20,
      },
      { input: 'switch', name: 'published', label: 'Published (guests and members see it)' },
    ],
  },
};

/** /editor/resources: every resource in the order members' lists show them. */
export const ResourcesPage = () => <KindPage declaration={RESOURCES} />;
