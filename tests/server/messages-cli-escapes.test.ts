/* eslint-disable no-control-regex -- these tests look for control characters */
import { describe, expect, it } from 'vitest';
import { printable, printableJson } from '../../server/cli/printable';
import { contactMessages } from '../../server/db/schema';
import { restoreCliEnvAfterEach, runCli as run, runningPortalForCli } from './support/cli';
import { engines } from './support/test-app';

const ESC = '\u001b';

describe('terminal-safe text', () => {
  it('drops ANSI sequences, other control characters and bidi overrides; keeps newlines and tabs only when multi-line', () => {
    const hostile = `Hi ${ESC}[2J${ESC}[31mred${ESC}[0m ${ESC}]0;pwned\u0007title\u0000\u007f\u009b2J \u202eevil\r\nnext\tcol`;
    expect(printable(hostile, { multiLine: true })).toBe('Hi red title evil\nnext\tcol');
    expect(printable(hostile)).toBe('Hi red title evil next col');
    expect(printable('Plain text, ünïcödé and emoji 👁')).toBe('Plain text, ünïcödé and emoji 👁');
  });

  it('escapes in JSON what JSON.stringify leaves raw (C1 controls, bidi overrides), keeping the same value', () => {
    const value = { message: `a${ESC}[31mb\u009bc\u202ed` };
    const json = printableJson(value);
    expect(json).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e]/); // only the indenting newlines
    expect(JSON.parse(json)).toEqual(value);
  });
});

restoreCliEnvAfterEach();

describe.each(engines)('npm run portal -- messages with escape sequences in a guest message on %s', (engine) => {
  const portal = runningPortalForCli({
    engine,
    seed: false,
    dataDirPrefix: 'source-messages-escapes-',
    // Stored directly: whatever input checks the API has today, older rows may hold anything.
    prepare: (t) =>
      t.deps.db.insert(contactMessages).values({
        form: 'need_help_form',
        name: `Eve ${ESC}[8mhidden`,
        mail: 'eve@example.com',
        country: 'Norway',
        subject: `Help${ESC}]0;owned\u0007`,
        message: `First line ${ESC}[2J${ESC}[31mred\u0007\nSecond\tline`,
      }),
  });

  it('prints no control character except the line breaks and tabs of the message', async () => {
    portal.use();
    const { code, out } = await run(['messages']);
    expect(code).toBe(0);
    const text = out.join('\n');
    expect(text).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
    expect(text).toContain('Eve hidden <eve@example.com>');
    expect(text).toContain('  Subject:    Help\n');
    expect(text).toContain('  | First line red\n  | Second\tline');

    const json = await run(['messages', '--json']);
    expect(json.out.join('\n')).not.toContain(ESC);
    expect(JSON.parse(json.out.join('\n'))[0].message).toBe(`First line ${ESC}[2J${ESC}[31mred\u0007\nSecond\tline`);
  });
});
