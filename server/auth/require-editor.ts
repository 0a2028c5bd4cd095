import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../errors';
import type { SessionEditor } from './editor-auth';
import { EDITOR_SIGN_IN_REQUIRED } from './role-messages';

/**
 * The signed-in editor of an editor call (the editor rule, beside require-member.ts). editorAuth
 * has run for every call that reaches here; this still answers 401 should one be declared without it.
 */
export function requireEditor(request: FastifyRequest): SessionEditor {
  if (!request.editor) throw unauthorized(EDITOR_SIGN_IN_REQUIRED);
  return request.editor;
}
