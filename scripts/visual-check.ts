// `npm run visual:check`: see tools/visual-review/ and docs/visual-review.md.
import { checkCommand } from '../tools/visual-review/cli/check-command';

process.exitCode = await checkCommand(process.argv.slice(2));
