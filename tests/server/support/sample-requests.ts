import { TERMS, distributorBody, freshEmail, professionalBody } from './accounts-fixtures';
import { resourceInput } from './console-content';

/** Who sends the samples: a signed-in member (bearer) and the admin token. */
export interface SampleContext {
  uid: string;
  uuid: string;
  memberHeaders: Record<string, string>;
  /** A signed-in editor (editorAuth), for the editor console's calls. */
  editorHeaders: Record<string, string>;
}

export const ADMIN_HEADERS = { authorization: 'Bearer test-admin-token' };

/**
 * A valid body for every contract operation that takes one, one per shape of a oneOf body, with
 * every optional text field filled in, so a test that breaks one field at a time reaches every
 * string field of every request body schema. Functions, so each call gets a fresh email.
 */
export function sampleBodies(context: SampleContext): Record<string, (() => Record<string, unknown>)[]> {
  const mail = () => freshEmail('sample');
  return {
    loginUser: [() => ({ name: mail(), pass: 'Lens-Quartz-42', captcha: 'captcha-token', jwt: 'a.b.c' })],
    registerUser: [
      () => ({ ...professionalBody(), captcha: 'captcha-token', jwt: 'a.b.c' }),
      () => ({
        ...distributorBody({ mail: mail(), first: 'Dan', last: 'Lee', company: 'Optics Ltd', country: 'DE' }, 'a.b.c'),
        field_name_title: { value: 'Mr.' },
        captcha: 'captcha-token',
      }),
    ],
    requestPasswordReset: [() => ({ mail: mail(), captcha: 'captcha-token' })],
    resetPassword: [() => ({ name: context.uid, temp_pass: 'not-a-real-token', new_pass: 'Lens-Quartz-42' })],
    createContactMessage: [
      () => ({
        contact_form: [{ target_id: 'need_help_form' }],
        name: [{ value: 'Anna Meyer' }],
        mail: [{ value: mail() }],
        field_country: [{ value: 'Germany' }],
        subject: [{ value: 'Access for my clinic' }],
        message: [{ value: 'Line one\nLine two' }],
        captcha: 'captcha-token',
      }),
      () => ({
        contact_form: { target_id: 'support' },
        name: { value: 'Anna Meyer' },
        subject: { value: 'Cannot open the planner' },
        mail: { value: mail() },
        message: { value: 'It shows a blank page.' },
        field_userid: { value: context.uid },
        field_support_image: { value: '' },
        field_resource: { value: 'Lens Planner - Technical issue' },
      }),
    ],
    updateUser: [
      () => ({
        field_picture: { value: '' },
        field_first_name: { value: 'Anna' },
        field_last_name: { value: 'Meyer' },
        field_institution_name: { value: 'City Eye Clinic' },
        field_profession: { value: String(TERMS.profession.tid) },
        field_specialty: { value: String(TERMS.speciality.tid) },
        field_country: { value: 'Germany' },
      }),
      () => ({
        field_picture: { value: '' },
        field_first_name: { value: 'Dan' },
        field_last_name: { value: 'Lee' },
        field_company_name: { value: 'Optics Trading Ltd' },
      }),
      () => ({ pass: [{ existing: 'Lens-Quartz-42', value: 'Amber-Optics-77' }] }),
      () => ({ field_email_notification: { value: true } }),
    ],
    addSubscription: [() => ({ nid: '1', uid: context.uid })],
    flagNotificationRead: [
      () => ({
        data: {
          type: 'flagging--contact_message_read_status',
          attributes: { entity_type: 'contact_message', entity_id: '1' },
          relationships: { uid: { data: { type: 'user--user', id: context.uuid } } },
        },
      }),
    ],
    deleteAccount: [() => ({ pass: 'Lens-Quartz-42' })],
    reportUnknownSignIn: [() => ({ uid: context.uid, token: 'not-a-real-token' })],
    loginUserSecondFactor: secondFactorLoginBodies(),
    loginEditorSecondFactor: secondFactorLoginBodies(),
    confirmTotpSetup: [() => ({ totp_code: '123456' })],
    confirmEditorTotpSetup: [() => ({ totp_code: '123456' })],
    acceptConsent: [() => ({ page: 'terms-service', version: 1 })],
    seedContent: [() => ({ force: false })],
    createInvitation: [() => ({ email: mail(), first: 'Lars', last: 'Berg', company: 'Nordic Optics', country: 'DE' })],
    decideSubscription: [() => ({ nid: '1', email: mail(), decision: 'approve' })],
    createNotification: [() => ({ subject: 'New lens planner', message: '<p>Hello</p>\n<p>Line two</p>', to: 'all' })],
    createEditor: [() => ({ email: mail(), first: 'Eva', last: 'Lindqvist' })],
    setEditorPassword: [() => ({ uid: context.uid, token: 'notARealToken', password: 'Amber-Console-58' })],
    loginEditor: [() => ({ email: mail(), password: 'Amber-Console-58', captcha: 'captcha-token' })],
    createConsentVersion: [
      () => ({ page: 'privacy-statement', summary: 'We now keep sign-in history.\nSee section 4.', material: true }),
    ],
    ...editorContentBodies(),
  };
}

/** Valid bodies of the editor console's content calls (docs/console-code.md). */
function editorContentBodies(): Record<string, (() => Record<string, unknown>)[]> {
  const banner = () => ({
    audience: 'guest',
    title: 'Autumn courses',
    description: 'New wet-lab dates.',
    banner_asset: '/files/demo/banners/guest-welcome.jpg',
    redirect_links: '/register@Join,https://academy.lumira-optics.example@Courses',
    published: true,
  });
  const card = () => ({
    resource_title: 'Lens Planner',
    description: 'Plan every lens.',
    image: '/files/demo/cards/lens-planner.jpg',
    slug_url: 'lens-planner',
    published: true,
  });
  const midBanner = () => ({
    banner_asset: '/files/demo/mid-banner/mid-banner.jpg',
    small_banner_asset: '/files/demo/mid-banner/mid-banner-small.jpg',
    body: '<h2>One login</h2>\n<p>For every tool.</p>',
    redirect_link: '/register@Create your account',
    published: true,
  });
  const tag = () => ({ name: 'Cornea', published: true });
  const page = () => ({
    title: 'Surgical training',
    slug_url: 'surgical-training',
    location: 'Footer',
    body: '<h2>Wet labs</h2>\n<p>Dates for 2025.</p>',
    published: true,
    material: false,
    summary: 'New page.\nFor the academy.',
  });
  return {
    createBanner: [banner],
    updateBanner: [() => ({ ...banner(), revision: 1 })],
    reorderBanners: [() => ({ audience: 'guest', ids: ['3f6d2a10-8c4e-4b7a-9d21-5e0c7a1b2c01'] })],
    bulkEditorContent: [() => ({ action: 'unpublish', ids: ['1001'], revisions: { '1001': 1 } })],
    createCard: [card],
    updateCard: [() => ({ ...card(), revision: 1 })],
    reorderCards: [() => ({ ids: ['1'] })],
    createMidBanner: [midBanner],
    updateMidBanner: [() => ({ ...midBanner(), revision: 1 })],
    reorderMidBanners: [() => ({ ids: ['1'] })],
    createTag: [tag],
    updateTag: [() => ({ ...tag(), revision: 1 })],
    reorderTags: [() => ({ ids: ['201'] })],
    createResource: [() => resourceInput()],
    updateResource: [() => ({ ...resourceInput(), revision: 1 })],
    reorderResources: [() => ({ ids: ['1001'] })],
    uploadEditorMedia: [() => ({ file: 'data:image/png;base64,iVBORw0KGgo=' })],
    createPage: [page],
    updatePage: [() => ({ ...page(), revision: 1 })],
    reorderPages: [() => ({ ids: ['1'] })],
    markPageVersionMaterial: [() => ({ summary: 'We now keep sign-in history.\nSee section 4.' })],
    decideEditorApprovals: [
      () => ({ decision: 'reject', reason: 'Please use your clinic address.\nThank you.', items: [{ nid: '1003', uid: '1' }] }),
    ],
    ...editorTaxonomyBodies(),
    ...editorInboxBodies(),
    setEditorMemberBlocked: [() => ({ blocked: true })],
    openInvitation: [() => ({ jwt: 'a.b.c' })],
    createEditorInvitation: [
      () => ({ email: freshEmail('sample'), first: 'Dana', last: 'Lee', company: 'Optics Ltd', country: 'DE' }),
    ],
    importEditorInvitations: [
      () => ({
        file: `data:text/csv;base64,${Buffer.from(`${freshEmail('sample')},Dana,Lee,Optics Ltd,DE\n`).toString('base64')}`,
      }),
    ],
    ...editorNotificationBodies(),
  };
}

/** Valid bodies of the console's Notifications calls. */
function editorNotificationBodies(): Record<string, (() => Record<string, unknown>)[]> {
  return {
    composeNotification: [
      () => ({
        subject: 'New planner release',
        message: '<p>Version <strong>2</strong> is out.</p>',
        audience: { kind: 'distributors' },
      }),
      () => ({
        subject: 'Webinar',
        message: '<p>Join us.</p>',
        audience: { kind: 'emails', emails: ['a.member@example.com'] },
        send_at: null,
      }),
      () => ({ subject: 'Cataract news', message: '<p>New IOL.</p>', audience: { kind: 'speciality', speciality: '101' } }),
    ],
    countNotificationAudience: [
      () => ({ kind: 'everyone' }),
      () => ({ kind: 'speciality', speciality: '101' }),
      () => ({ kind: 'emails', emails: ['a.member@example.com'] }),
    ],
  };
}

/** Valid bodies of the console's calls for professions, specialities and the need-help list. */
function editorTaxonomyBodies(): Record<string, (() => Record<string, unknown>)[]> {
  const term = () => ({ name: 'Ocular Oncology', published: true });
  return {
    createProfession: [term],
    updateProfession: [() => ({ ...term(), revision: 1 })],
    reorderProfessions: [() => ({ ids: ['11'] })],
    createSpeciality: [term],
    updateSpeciality: [() => ({ ...term(), revision: 1 })],
    reorderSpecialities: [() => ({ profession_tid: '11', ids: ['101'] })],
    createNeedHelp: [term],
    updateNeedHelp: [() => ({ ...term(), revision: 1 })],
    reorderNeedHelp: [() => ({ ids: ['301'] })],
  };
}

/** The second step of a sign-in: the ticket with an authenticator code, or with a recovery code. */
function secondFactorLoginBodies(): (() => Record<string, unknown>)[] {
  return [
    () => ({ ticket: 'notARealTicket', totp_code: '123456' }),
    () => ({ ticket: 'notARealTicket', recovery_code: 'abcde-fghjk' }),
  ];
}

/** Valid bodies of the console's Inbox calls. */
function editorInboxBodies(): Record<string, (() => Record<string, unknown>)[]> {
  return {
    setInboxMessageHandled: [() => ({ handled: true })],
    replyToInboxMessage: [() => ({ subject: 'Re: Cannot open the planner', body: 'It works again now.' })],
  };
}

/** Operations with a body that anyone may call (sign-in, registration, links from mails). */
const PUBLIC_WITH_BODY = [
  'loginUser',
  'loginUserSecondFactor',
  'registerUser',
  'loginEditor',
  'loginEditorSecondFactor',
  'setEditorPassword',
];

/** The headers an operation needs: the admin token for the admin API, none for public calls, an editor's bearer for the console's calls, else the member's. */
export function headersFor(operationId: string, path: string, context: SampleContext): Record<string, string> {
  if (path.startsWith('/admin/')) return ADMIN_HEADERS;
  if (PUBLIC_WITH_BODY.includes(operationId)) return {};
  return path.startsWith('/api/editor/') ? context.editorHeaders : context.memberHeaders;
}
