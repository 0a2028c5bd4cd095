import type { EditorResource, ResourceInput } from '../../api/operations/listEditorResources';
import { hasText } from '../../components/console/has-text';
import { descriptionError, titleError } from './content-rules';

// The console's checks of a resource, the same rules as openapi.yaml and the server's
// resource-checks.ts (which checks them again). Messages are the server's.

export const MAX_GALLERY = 12;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const APP_URL = /^https:\/\/\S+$/;

/** The form's values: the contract's input with the app types as strings (checkbox values). */
export type ResourceFormValues = Omit<ResourceInput, 'url_type'> & { url_type: string[] };

export const emptyResource: ResourceFormValues = {
  title: '',
  slug_url: '',
  summary: '',
  description: '',
  icon: '',
  media: [],
  url_type: [],
  related_tags: [],
  enable_visit: false,
  web_app_url: '',
  mobile_app_url: '',
  popup_consent: '',
  user_type: [],
  required_approval: false,
  support_areas: [],
  published: false,
};

export function formValuesOf(resource: EditorResource | null): ResourceFormValues {
  if (!resource) return emptyResource;
  const { nid: _nid, url_type, ...rest } = resource;
  return { ...rest, url_type: url_type.map(String) };
}

export function inputOf(values: ResourceFormValues): ResourceInput {
  return {
    ...values,
    title: values.title.trim(),
    summary: values.summary.trim(),
    web_app_url: values.web_app_url.trim(),
    mobile_app_url: values.mobile_app_url.trim(),
    support_areas: values.support_areas.map((area) => area.trim()),
    url_type: values.url_type.map(Number).filter((type): type is 1 | 2 => type === 1 || type === 2),
  };
}

export function slugError(value: string): string | null {
  if (!value) return 'Please enter the address';
  return SLUG.test(value) && value.length <= 80
    ? null
    : 'The address may use lower-case letters, digits and single hyphens (lens-planner), at most 80 characters';
}

const appUrlError = (value: string, needed: boolean, missing: string) => {
  if (!value.trim()) return needed ? missing : null;
  return APP_URL.test(value.trim()) && value.length <= 300
    ? null
    : "The app's address must start with https:// and contain no spaces";
};

/** Mantine form's validate rules for the resource form. */
export const resourceValidation = {
  title: (value: string) => titleError(value),
  slug_url: slugError,
  summary: (value: string) => descriptionError(value),
  description: (value: string) => (hasText(value) ? null : 'Please enter the description'),
  icon: (value: string) => (value ? null : 'Please upload an icon (PNG or JPG)'),
  popup_consent: (value: string) => (hasText(value) ? null : 'Please enter the thank-you text shown after adding the resource'),
  user_type: (value: string[]) =>
    value.length > 0 ? null : 'Please choose who can add the resource (healthcare professionals, distributors or both)',
  web_app_url: (value: string, values: ResourceFormValues) =>
    appUrlError(
      value,
      values.url_type.includes('2'),
      'Please enter the web app’s address (https://…), or untick the web app type.',
    ),
  mobile_app_url: (value: string, values: ResourceFormValues) =>
    appUrlError(
      value,
      values.url_type.includes('1'),
      'Please enter the mobile app’s address (https://…), or untick the mobile app type.',
    ),
  enable_visit: (value: boolean, values: ResourceFormValues) =>
    value && !values.url_type.includes('2') ? 'The Visit button needs the web app type (2) and the web app’s address.' : null,
  support_areas: (value: string[]) => {
    if (value.length > 20 || value.some((area) => area.includes(',') || area.trim().length > 100))
      return 'Support areas: up to 20 different reasons, each 1 to 100 characters, without commas';
    const lower = value.map((area) => area.trim().toLowerCase());
    const twice = lower.find((area, index) => lower.indexOf(area) !== index);
    return twice === undefined ? null : `The support area “${twice}” is listed twice.`;
  },
};
