// `npm run visual:review`: see tools/visual-review/ and docs/visual-review.md.
import { reviewCommand } from '../tools/visual-review/cli/review-command';

process.exit(await reviewCommand(process.argv.slice(2)));
