import type { Schemas } from '../api/types';
import { contractMessage } from '../api/contract-schema';
import type { SessionEditor } from '../auth/editor-auth';
import { findCountry } from '../db/registration-terms.repository';
import { isEmailTaken } from '../db/users.repository';
import type { AppDeps } from '../deps';
import { HttpError } from '../errors';
import { editorActor } from './console-change';
import { EMAIL_ALREADY_REGISTERED, issueInvitation, unknownCountry } from './invite-distributor';
import { CSV_COLUMNS, parseInvitationCsv, type CsvColumn, type CsvInvitationRow } from './parse-invitation-csv';

const COLUMN_LABELS: Record<CsvColumn, string> = {
  email: 'email',
  first: 'first name',
  last: 'last name',
  company: 'company',
  country: 'country',
};

export const missingField = (column: CsvColumn) => `Missing ${COLUMN_LABELS[column]}.`;
export const duplicateInFile = (row: number) => `This email is already on row ${row} of the file.`;

type ImportDeps = Pick<AppDeps, 'db' | 'mailer' | 'config' | 'secrets' | 'now'>;

/** Why a row cannot be invited (the specific message), or null when it can. */
async function refusal({ db }: ImportDeps, { values }: CsvInvitationRow): Promise<string | null> {
  const missing = CSV_COLUMNS.find((column) => values[column] === '');
  if (missing) return missingField(missing);
  const input = { email: values.email, first: values.first, last: values.last, company: values.company, country: values.country };
  const message = contractMessage('InvitationRequest', input);
  if (message) return message;
  if (!(await findCountry(db, values.country))) return unknownCountry(values.country);
  if (await isEmailTaken(db, values.email)) return EMAIL_ALREADY_REGISTERED;
  return null;
}

/**
 * `POST /api/editor/invitations/import`: invites every good row of a CSV file (parse-invitation-csv.ts)
 * one by one through the console's invite (same rules, an `invite` audit row each, one mail each),
 * and answers every row's outcome. Bad rows do not stop the good ones.
 */
export async function importInvitations(
  deps: ImportDeps,
  editor: SessionEditor,
  { file }: Schemas['InvitationImport'],
): Promise<Schemas['InvitationImportResult']> {
  const rows = parseInvitationCsv(file);
  const firstRowOf = new Map<string, number>();
  const results: Schemas['InvitationImportRow'][] = [];
  for (const row of rows) {
    const email = row.values.email;
    const key = email.toLowerCase();
    const earlier = key ? firstRowOf.get(key) : undefined;
    if (key && earlier === undefined) firstRowOf.set(key, row.row);
    const message = earlier !== undefined ? duplicateInFile(earlier) : await refusal(deps, row);
    if (message) {
      results.push({ row: row.row, email, ok: false, message });
      continue;
    }
    try {
      const { values } = row;
      await issueInvitation(
        deps,
        { email, first: values.first, last: values.last, company: values.company, country: values.country },
        editorActor(editor),
        { refuseIfWaiting: true },
      );
      results.push({ row: row.row, email, ok: true, message: null });
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      results.push({ row: row.row, email, ok: false, message: error.message });
    }
  }
  const invited = results.filter((result) => result.ok).length;
  return { rows: results, invited, refused: results.length - invited };
}
