import type { AuditAction, AuditEntityType } from '../../api/operations/listAuditEntries';

/**
 * How the console names each action and entity type of the audit log. Typed by the contract's
 * enums: a value added to openapi.yaml does not compile until it has a label here.
 */
export const ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  set_password: 'Password set',
  publish: 'Published',
  unpublish: 'Unpublished',
  reorder: 'Reordered',
  upload: 'Uploaded',
  restore: 'Version restored',
  mark_material: 'Marked as material',
  approve: 'Approved',
  reject: 'Rejected',
  mark_handled: 'Marked handled',
  mark_unhandled: 'Marked not handled',
  reply: 'Replied',
  block: 'Blocked',
  unblock: 'Unblocked',
  resend_activation: 'Activation link sent',
  invite: 'Invited',
  resend: 'Invitation sent again',
  revoke: 'Revoked',
};

export const ENTITY_TYPE_LABELS: Record<AuditEntityType, string> = {
  editor: 'Editor account',
  banner: 'Banner',
  card: 'Quick-link card',
  mid_banner: 'Mid banner',
  tag: 'Search tag',
  media: 'Picture or video',
  resource: 'Resource',
  profession: 'Profession',
  speciality: 'Speciality',
  need_help: 'Need-help entry',
  page: 'Page',
  subscription: 'Subscription request',
  message: 'Inbox message',
  member: 'Member',
  notification: 'Notification',
  invitation: 'Distributor invitation',
};

const options = <K extends string>(labels: Record<K, string>) =>
  (Object.entries(labels) as [K, string][]).map(([value, label]) => ({ value, label }));

export const ACTION_OPTIONS = options(ACTION_LABELS);
export const ENTITY_TYPE_OPTIONS = options(ENTITY_TYPE_LABELS);
