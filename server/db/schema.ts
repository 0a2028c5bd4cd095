import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Why a session ended. */
export const SESSION_END_REASONS = [
  'logout',
  'idle',
  'ended_by_member',
  'password_changed',
  'password_reset',
  'reported_not_me',
  'blocked',
  'second_factor_changed',
] as const;
/** What a sign-in history row records. */
export const SIGN_IN_OUTCOMES = [
  'success',
  'wrong_password',
  'not_activated',
  'locked_out',
  'password_changed',
  'password_reset',
  'reported_not_me',
  'blocked',
  'wrong_second_factor',
  'second_factor_changed',
] as const;

/** The second step a successful sign-in took (docs/second-factors.md): null on rows without one. */
export const SIGN_IN_FACTORS = ['password', 'totp', 'recovery_code'] as const;

/**
 * What a single-use token opens: the emailed ones, and `second_factor`, the short-lived ticket a
 * password step answers with when the account has a second factor (docs/second-factors.md).
 */
export const ONE_TIME_TOKEN_PURPOSES = ['activation', 'reset', 'not_me', 'editor_password', 'second_factor'] as const;

/** The role that makes an account an editor (docs/console-code.md): never a member at the same time. */
export const EDITOR_ROLE = 'editor';

/** The four legal pages that carry versions and need the member's acceptance (slugs of landing_pages). */
export const LEGAL_PAGES = ['terms-service', 'privacy-statement', 'cookie-policy', 'messages-organization'] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];
/** Whether a page's slug is one of the legal pages' (docs/console-code.md: fixed address, never deleted or unpublished). */
export const isLegalPage = (slug: string): slug is LegalPage => (LEGAL_PAGES as readonly string[]).includes(slug);

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * What every content item of the editor console carries against lost updates (docs/console-kinds.md,
 * "No lost update"): its revision (1 when stored, one more on each save, publish or unpublish; a
 * reorder leaves it) and who saved it last and when (null until an editor saves it).
 */
const revisionColumns = () => ({
  revision: integer('revision').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }),
  updatedBy: text('updated_by'),
});

/**
 * Accounts: members and editors. A member's `user_type` is '1' (Healthcare Professional) or '2'
 * (Distributor); an editor has the role `editor` and no user type (the check keeps both in step).
 */
export const users = pgTable(
  'users',
  {
    uid: serial('uid').primaryKey(),
    uuid: uuid('uuid')
      .notNull()
      .default(sql`gen_random_uuid()`),
    mail: text('mail').notNull(),
    passHash: text('pass_hash').notNull(),
    /** 'blocked' until the emailed activation link is followed. */
    status: text('status', { enum: ['blocked', 'active'] })
      .notNull()
      .default('blocked'),
    /** null exactly for editors (role `editor`). */
    userType: text('user_type', { enum: ['1', '2'] }),
    nameTitle: text('name_title').notNull().default(''),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    institutionName: text('institution_name'),
    professionTid: integer('profession_tid').references(() => professions.tid),
    specialtyTid: integer('specialty_tid').references(() => specialities.tid),
    companyName: text('company_name'),
    countryId: text('country_id').references(() => countries.id),
    picturePath: text('picture_path').notNull().default(''),
    /** null means "never set", which counts as on (spec §3). */
    emailNotification: boolean('email_notification'),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`ARRAY['authenticated']::text[]`),
    createdAt: createdAt(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_mail_unique').on(sql`lower(${t.mail})`),
    uniqueIndex('users_uuid_unique').on(t.uuid),
    check('users_editor_has_no_user_type', sql`(${t.userType} IS NULL) = ('editor' = ANY(${t.roles}))`),
  ],
);

/** Login sessions; only hashes of the bearer, logout and csrf tokens are kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    accessTokenHash: text('access_token_hash').notNull(),
    logoutTokenHash: text('logout_token_hash').notNull(),
    csrfTokenHash: text('csrf_token_hash').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Why the session ended (null while it is live, and for sessions ended before this was kept). */
    endReason: text('end_reason', { enum: SESSION_END_REASONS }),
    /** The login's User-Agent header (at most 512 characters), parsed only when listed. */
    userAgent: text('user_agent').notNull().default(''),
    /** The login's client IP, shortened (`203.0.113.*`, `2001:db8:85a3:*`); the full IP is not kept. */
    ipPrefix: text('ip_prefix').notNull().default(''),
  },
  (t) => [uniqueIndex('sessions_access_unique').on(t.accessTokenHash), index('sessions_uid_idx').on(t.uid)],
);

/**
 * Sign-in attempts on existing accounts, and password changes, resets and "This wasn't me" reports
 * (which end sessions), for the member's history.
 */
export const signInEvents = pgTable(
  'sign_in_events',
  {
    id: serial('id').primaryKey(),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    outcome: text('outcome', { enum: SIGN_IN_OUTCOMES }).notNull(),
    /** How a successful sign-in was completed (password alone, or with which second factor); null on other rows and older ones. */
    factor: text('factor', { enum: SIGN_IN_FACTORS }),
    userAgent: text('user_agent').notNull().default(''),
    ipPrefix: text('ip_prefix').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('sign_in_events_uid_created_idx').on(t.uid, t.createdAt)],
);

/**
 * An account's authenticator app (TOTP, RFC 6238; docs/second-factors.md), one row per account.
 * Secrets are AES-256-GCM ciphertexts under a key derived from the portal's secrets
 * (server/auth/second-factor-secrets.ts), never plain. `secret` is the active one (null while only
 * a set-up is pending); `pending_secret` a set-up not yet confirmed with a code. `last_used_step`
 * is the newest 30-second step a code was accepted for, so a code is accepted once.
 */
export const totpAuthenticators = pgTable('totp_authenticators', {
  uid: integer('uid')
    .primaryKey()
    .references(() => users.uid, { onDelete: 'cascade' }),
  secret: text('secret'),
  activatedAt: timestamp('activated_at', { withTimezone: true }),
  pendingSecret: text('pending_secret'),
  pendingAt: timestamp('pending_at', { withTimezone: true }),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
});

/** One-time recovery codes (10 per set), only their SHA-256 kept; a used one has `used_at`. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('recovery_codes_uid_hash_unique').on(t.uid, t.codeHash)],
);

/** Single-use emailed tokens: account activation, password reset and "This wasn't me" (new-browser mail). */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: serial('id').primaryKey(),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ONE_TIME_TOKEN_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('one_time_tokens_hash_unique').on(t.tokenHash)],
);

/**
 * Distributor invitations, the ledger (docs/console-code.md, "Invitations"); the signed JWT carries the
 * same values as claims. `jti` is the current link's: a resend gives the row a new jti and expiry,
 * so the old link no longer finds its row. `created_at` is the first send, `sent_at` the last.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    jti: text('jti').notNull().unique(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    companyName: text('company_name').notNull(),
    countryId: text('country_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The editor who invited; null for the command line and the admin API. */
    invitedBy: integer('invited_by').references(() => users.uid, { onDelete: 'set null' }),
  },
  (t) => [index('invitations_email_idx').on(sql`lower(${t.email})`), index('invitations_created_idx').on(t.createdAt)],
);

/** Flood control events, shared by every server process through the database. */
export const floodEvents = pgTable(
  'flood_events',
  {
    id: serial('id').primaryKey(),
    event: text('event').notNull(),
    identifier: text('identifier').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('flood_events_lookup_idx').on(t.event, t.identifier, t.expiresAt)],
);

/** Professions (registration and the profile); only published ones can be chosen (docs/console-code.md). */
export const professions = pgTable('professions', {
  tid: integer('tid').primaryKey(),
  name: text('name').notNull(),
  weight: integer('weight').notNull().default(0),
  published: boolean('published').notNull().default(true),
  ...revisionColumns(),
});

export const specialities = pgTable(
  'specialities',
  {
    tid: integer('tid').primaryKey(),
    professionTid: integer('profession_tid')
      .notNull()
      .references(() => professions.tid, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    weight: integer('weight').notNull().default(0),
    published: boolean('published').notNull().default(true),
    ...revisionColumns(),
  },
  (t) => [index('specialities_profession_idx').on(t.professionTid)],
);

/** ISO 3166-1 countries; `id` is the alpha-2 code. */
export const countries = pgTable('countries', {
  id: text('id').primaryKey(),
  countryName: text('country_name').notNull(),
});

export const banners = pgTable('banners', {
  uuid: uuid('uuid').primaryKey(),
  audience: text('audience', { enum: ['guest', 'member'] }).notNull(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  bannerAsset: text('banner_asset').notNull(),
  redirectLinks: text('redirect_links').notNull().default(''),
  weight: integer('weight').notNull().default(0),
  /** Only published rows reach guests and members; editors see every row (docs/console-code.md). */
  published: boolean('published').notNull().default(true),
  ...revisionColumns(),
});

export const resourceCards = pgTable('resource_cards', {
  id: serial('id').primaryKey(),
  resourceTitle: text('resource_title').notNull(),
  description: text('description').notNull().default(''),
  image: text('image').notNull(),
  slugUrl: text('slug_url').notNull(),
  weight: integer('weight').notNull().default(0),
  published: boolean('published').notNull().default(true),
  ...revisionColumns(),
});

export const midBanners = pgTable('mid_banners', {
  id: serial('id').primaryKey(),
  bannerAsset: text('banner_asset').notNull(),
  smallBannerAsset: text('small_banner_asset').notNull(),
  body: text('body').notNull(),
  redirectLink: text('redirect_link').notNull().default(''),
  weight: integer('weight').notNull().default(0),
  published: boolean('published').notNull().default(true),
  ...revisionColumns(),
});

/** Search tags; resources reference them by tid in `related_resource_tags`. */
export const tags = pgTable('tags', {
  tid: integer('tid').primaryKey(),
  name: text('name').notNull(),
  weight: integer('weight').notNull().default(0),
  published: boolean('published').notNull().default(true),
  ...revisionColumns(),
});

/**
 * The kinds of content the console can change, as `npm run portal -- seed` knows them
 * (docs/console-code.md, "Seed vs console"). Later content types add theirs. `professions`
 * covers the professions and their specialities (seeded together from taxonomy.yaml).
 */
export const CONSOLE_CONTENT_TYPES = [
  'guest_banners',
  'member_banners',
  'cards',
  'mid_banners',
  'tags',
  'resources',
  'professions',
  'need_help',
  'pages',
] as const;

/**
 * Which kinds of content an editor has changed in the console, and when: a re-seed keeps those
 * unless forced (`seed --force`), which clears this table.
 */
export const consoleEdits = pgTable('console_edits', {
  contentType: text('content_type', { enum: CONSOLE_CONTENT_TYPES }).primaryKey(),
  editedAt: timestamp('edited_at', { withTimezone: true }).notNull(),
  editedBy: text('edited_by').notNull(),
});

/** Basic landing pages (footer and link pages, spec §3); the four LEGAL_PAGES among them by slug. */
export const landingPages = pgTable('landing_pages', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  slugUrl: text('slug_url').notNull().unique(),
  location: text('location').notNull().default(''),
  body: text('body').notNull(),
  weight: integer('weight').notNull().default(0),
  /** Only published pages reach guests and members; editors see every page (docs/console-code.md). */
  published: boolean('published').notNull().default(true),
  ...revisionColumns(),
});

/**
 * Every saved state of a landing page (docs/console-code.md, "Pages and their versions"): each save
 * that changes the content adds the new content as the next version, so the newest version is
 * the page as it is and the earlier ones are its history. `saved_by` is the editor's email, or
 * `seed` / `migration` for the first version of a demo or older page. A legal page's version
 * may be marked material: `consent_version` is then the consent version it added.
 */
export const landingPageVersions = pgTable(
  'landing_page_versions',
  {
    id: serial('id').primaryKey(),
    pageId: integer('page_id')
      .notNull()
      .references(() => landingPages.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    slugUrl: text('slug_url').notNull(),
    location: text('location').notNull(),
    body: text('body').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    savedBy: text('saved_by').notNull(),
    material: boolean('material').notNull().default(false),
    /** What changed, as the editor put it (a material version's is what members are shown). */
    summary: text('summary').notNull().default(''),
    consentVersion: integer('consent_version'),
  },
  (t) => [uniqueIndex('landing_page_versions_page_version_unique').on(t.pageId, t.version)],
);

/** Resources (the company's web and mobile applications). */
export const resources = pgTable('resources', {
  nid: integer('nid').primaryKey(),
  title: text('title').notNull(),
  summary: text('summary').notNull().default(''),
  description: text('description').notNull().default(''),
  icon: text('icon').notNull().default(''),
  mediaAssets: text('media_assets').notNull().default(''),
  urlType: integer('url_type')
    .array()
    .notNull()
    .default(sql`ARRAY[]::integer[]`),
  /** Comma-separated tag tids. */
  relatedResourceTags: text('related_resource_tags').notNull().default(''),
  enableVisit: boolean('enable_visit').notNull().default(false),
  webAppUrl: text('web_app_url').notNull().default(''),
  mobileAppUrl: text('mobile_app_url').notNull().default(''),
  popupConsent: text('popup_consent').notNull().default(''),
  slugUrl: text('slug_url').notNull().unique(),
  userType: text('user_type').array().notNull(),
  requiredApproval: boolean('required_approval').notNull().default(false),
  supportAreas: text('support_areas').notNull().default(''),
  weight: integer('weight').notNull().default(0),
  /** Only published resources reach guests and members; editors see every one (docs/console-code.md). */
  published: boolean('published').notNull().default(true),
  ...revisionColumns(),
});

/** A member's My Resources entries; `status` 'pending' until an editor approves. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    nid: integer('nid')
      .notNull()
      .references(() => resources.nid, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] }).notNull(),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.uid, t.nid] })],
);

export const notifications = pgTable('notifications', {
  nid: serial('nid').primaryKey(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  audience: text('audience').notNull(),
  createdAt: createdAt(),
  /** When members see it and its emails go out (later than created_at when scheduled). */
  sendAt: timestamp('send_at', { withTimezone: true }).notNull().defaultNow(),
  /** The editor who composed it in the console; null for the CLI, the admin API and automatic notices. */
  createdBy: text('created_by'),
});

/** What becomes of a notification's email to one member (docs/console-code.md, "Notifications"). */
/**
 * `sending`: an attempt holds the delivery (a lease: `lease_started_at` is when it began, and
 * another attempt waits until JOBS_EXPIRE_SECONDS after it), so a job that expires while its mail
 * is in flight is not sent again (issue 40).
 */
export const DELIVERY_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;

/**
 * One email of a notification: a row per recipient whose email notifications were on when it was
 * composed. The job queue's worker moves it from queued to sent (or failed after its retries);
 * a row already sent is never sent again, whichever process picks the job up.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    nid: integer('nid')
      .notNull()
      .references(() => notifications.nid, { onDelete: 'cascade' }),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When the mail was handed to the mail server (`sent` only). */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** When the attempt holding the lease began (`sending` only). */
    leaseStartedAt: timestamp('lease_started_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.nid, t.uid] }), index('notification_deliveries_status_idx').on(t.nid, t.status)],
);

/** Who received which notification, and when they read it. */
export const notificationRecipients = pgTable(
  'notification_recipients',
  {
    nid: integer('nid')
      .notNull()
      .references(() => notifications.nid, { onDelete: 'cascade' }),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.nid, t.uid] }), index('notification_recipients_uid_idx').on(t.uid)],
);

/** Guest 'need_help_form' and member 'support' messages. */
export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  form: text('form', { enum: ['need_help_form', 'support'] }).notNull(),
  name: text('name').notNull(),
  mail: text('mail').notNull(),
  country: text('country').notNull().default(''),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  uid: integer('uid').references(() => users.uid, { onDelete: 'set null' }),
  resource: text('resource').notNull().default(''),
  attachmentPath: text('attachment_path'),
  attachmentType: text('attachment_type'),
  /**
   * The attachment's file name as the member's browser sent it (`;name=` of the data URL), or NULL;
   * the forward to the support inbox names the file from it (uploads/attachment-name.ts).
   */
  attachmentName: text('attachment_name'),
  createdAt: createdAt(),
  /** When an editor marked it handled in the console's Inbox (NULL: not handled). */
  handledAt: timestamp('handled_at', { withTimezone: true }),
  /** The email of the editor who marked it handled. */
  handledBy: text('handled_by'),
});

/** The resource-manager list (GET /jsonapi/need-help): teams that look after groups of resources. */
export const resourceManagers = pgTable('resource_managers', {
  tid: integer('tid').primaryKey(),
  name: text('name').notNull(),
  weight: integer('weight').notNull().default(0),
  published: boolean('published').notNull().default(true),
  ...revisionColumns(),
});

/**
 * Versions of the four legal pages. Version 1 of each comes with the migration; an editor adds
 * the next one (`npm run portal -- consent-version`). A material version must be accepted again
 * by every member whose last acceptance of the page is older.
 */
export const consentVersions = pgTable(
  'consent_versions',
  {
    id: serial('id').primaryKey(),
    page: text('page', { enum: LEGAL_PAGES }).notNull(),
    version: integer('version').notNull(),
    material: boolean('material').notNull(),
    /** What changed, shown to members who must accept it again. */
    summary: text('summary').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('consent_versions_page_version_unique').on(t.page, t.version)],
);

/** Every acceptance of a legal page version by a member (registration accepts the current ones). */
export const consents = pgTable(
  'consents',
  {
    id: serial('id').primaryKey(),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    page: text('page', { enum: LEGAL_PAGES }).notNull(),
    version: integer('version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consents_uid_page_idx').on(t.uid, t.page)],
);

/** What an audit-log row says was done. Later content operations add their own actions. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'set_password',
  'publish',
  'unpublish',
  'reorder',
  'upload',
  'restore',
  'mark_material',
  'approve',
  'reject',
  'mark_handled',
  'mark_unhandled',
  'reply',
  'block',
  'unblock',
  'resend_activation',
  'invite',
  'resend',
  'revoke',
] as const;
/** What kind of thing an audit-log row is about. */
export const AUDIT_ENTITY_TYPES = [
  'editor',
  'banner',
  'card',
  'mid_banner',
  'tag',
  'media',
  'resource',
  'profession',
  'speciality',
  'need_help',
  'page',
  'subscription',
  'message',
  'member',
  'notification',
  'invitation',
] as const;

/**
 * Every change made by an editor or an editor command (docs/console-code.md): who (the editor, or the
 * command line when `actor_uid` is null), when, what, and the entity before and after as JSON.
 * `actor_label` keeps the editor's email so the row still says who after the editor is removed.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorUid: integer('actor_uid').references(() => users.uid, { onDelete: 'set null' }),
    actorLabel: text('actor_label').notNull(),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    entityType: text('entity_type', { enum: AUDIT_ENTITY_TYPES }).notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
    index('audit_log_actor_idx').on(t.actorUid),
  ],
);

/** PostgreSQL's bytea as a Buffer (drizzle 0.45 has no bytea column of its own). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded files when the portal runs on PostgreSQL (`DATABASE_URL`), so every process serves
 * every file (server/uploads/file-storage.ts): profile pictures, support attachments and editor
 * media, by kind and random key. Embedded PGlite keeps them as files in DATA_DIR instead.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    kind: text('kind', { enum: ['uploads', 'attachments', 'media'] }).notNull(),
    key: text('key').notNull(),
    mediaType: text('media_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key] })],
);
