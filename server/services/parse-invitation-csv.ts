import { CsvError, parse } from 'csv-parse/sync';
import { badRequest } from '../errors';
import { decodeDataUrl } from '../uploads/data-url';

export const MAX_CSV_BYTES = 1_000_000;
export const MAX_CSV_ROWS = 500;

export const CSV_REFUSED = 'Please upload a CSV file (email, first name, last name, company, country).';
export const CSV_TOO_BIG = 'A CSV file can be at most 1 MB (1,000,000 bytes).';
export const CSV_TOO_MANY_ROWS = `A CSV file can have at most ${MAX_CSV_ROWS} invitations: please split it.`;

/** The columns of an invitations CSV file, in their default order. */
export const CSV_COLUMNS = ['email', 'first', 'last', 'company', 'country'] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

/** One data row: its row number in the file (the header is row 1 when there is one) and its cells. */
export interface CsvInvitationRow {
  row: number;
  values: Record<CsvColumn, string>;
}

/** Header names a spreadsheet may use for each column (compared lower case, without spaces, `_` or `-`). */
const HEADER_NAMES: Record<CsvColumn, string[]> = {
  email: ['email', 'emailaddress', 'mail'],
  first: ['firstname', 'first', 'givenname'],
  last: ['lastname', 'last', 'surname', 'familyname'],
  company: ['company', 'companyname', 'distributor', 'dname'],
  country: ['country', 'countryid', 'countryname'],
};

const normaliseHeader = (cell: string) => cell.toLowerCase().replace(/[\s_-]/g, '');

/** The column order the header row names, or null when the first row is data (no header). */
function headerOrder(cells: string[]): CsvColumn[] | null {
  const order = cells.map((cell) => CSV_COLUMNS.find((column) => HEADER_NAMES[column].includes(normaliseHeader(cell))));
  const named = order.filter((column): column is CsvColumn => column !== undefined);
  if (!named.includes('email') || new Set(named).size !== named.length) return null;
  return order.map((column, index) => column ?? CSV_COLUMNS[index] ?? 'email');
}

/**
 * Reads an invitations CSV file sent as a base64 data URL (the console's upload format): at most
 * 1 MB and 500 data rows, comma or semicolon separated, quoted fields, an optional header row
 * (recognised by its names, which may put the columns in any order), empty lines skipped.
 * Parsing is csv-parse's; this only maps the cells to columns.
 */
export function parseInvitationCsv(file: string): CsvInvitationRow[] {
  const { bytes } = decodeDataUrl(file, { maxBytes: MAX_CSV_BYTES, refused: CSV_REFUSED, tooBig: CSV_TOO_BIG });
  if (bytes.includes(0)) throw badRequest(CSV_REFUSED);
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(bytes.toString('utf8'), {
      bom: true,
      delimiter: [',', ';'],
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    if (error instanceof CsvError)
      throw badRequest(`This CSV file cannot be read (line ${error.lines ?? '?'}): please check its quotes.`);
    throw error;
  }
  const first = records[0];
  const order = first ? headerOrder(first.record) : null;
  const data = order ? records.slice(1) : records;
  if (data.length === 0) throw badRequest(CSV_REFUSED);
  if (data.length > MAX_CSV_ROWS) throw badRequest(CSV_TOO_MANY_ROWS);
  const columns = order ?? [...CSV_COLUMNS];
  return data.map(({ record, info }) => {
    const values = { email: '', first: '', last: '', company: '', country: '' };
    columns.forEach((column, index) => {
      if (!values[column]) values[column] = record[index] ?? '';
    });
    return { row: info.lines, values };
  });
}
