// `npm run visual:check`: the visual suite on a fresh build; exit code 1 when anything needs a look.
import { parseVisualArgs } from './cli-args';
import { formatCheckReport } from './format-check-report';
import { needsAttention, prepareVisualRun } from './prepare-visual-run';
import { usage } from './usage';

export async function checkCommand(argv: string[]): Promise<number> {
  const args = parseVisualArgs(argv);
  if (args.help) {
    console.log(usage);
    return 0;
  }
  const prepared = await prepareVisualRun(args.playwright);
  if (!prepared.collected) {
    console.error(`\nThe visual suite ended before reporting any result (Playwright exit code ${prepared.exitCode}).`);
    return prepared.exitCode;
  }
  console.log(formatCheckReport(prepared.collected));
  return needsAttention(prepared) ? 1 : 0;
}
