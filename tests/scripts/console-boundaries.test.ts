// @vitest-environment node
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The boundary messages ESLint reports for `code` as if it were the file `file` (no file is written). */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'local/boundaries').map((message) => message.message);
}

describe('the import lint sees the editor console’s areas as features', () => {
  it('refuses one console area importing another', async () => {
    expect(
      await boundaryErrors('src/features/console-inbox/probe.ts', "export { moved } from '../console-content/content-rules';\n"),
    ).toEqual(["feature 'console-inbox' may not import feature 'console-content': compose in src/app."]);
  });

  it('refuses the shared console pieces importing a console area or the session', async () => {
    const errors = await boundaryErrors(
      'src/components/console/probe.ts',
      "import { canUndo } from '../../features/console-audit/can-undo';\nexport { EDITOR_SESSION_KEY } from '../../session/editor-session';\nexport { canUndo };\n",
    );
    expect(errors).toHaveLength(2);
  });

  it('lets an area use the shared pieces, the session and the API', async () => {
    expect(
      await boundaryErrors(
        'src/features/console-inbox/probe.ts',
        "export { useBusyCall } from '../../components/console/use-busy-call';\nexport { EDITOR_SESSION_KEY } from '../../session/editor-session';\nexport { useEditorApi } from '../../api/editor-api-context';\n",
      ),
    ).toEqual([]);
  });
});
