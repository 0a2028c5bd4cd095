// What the tool reads from playwright.config.ts: where baselines live and how they are named.
import path from 'node:path';
import config from '../../../playwright.config';

const legacyTemplate = '{snapshotDir}/{testFileDir}/{testFileName}-snapshots/{arg}{-projectName}{-snapshotSuffix}{ext}';

/** The screenshot path template of a project, with Playwright's precedence (project before config). */
export function screenshotTemplate(projectName: string): string {
  const project = config.projects?.find(({ name }) => name === projectName);
  return (
    project?.expect?.toHaveScreenshot?.pathTemplate ??
    config.expect?.toHaveScreenshot?.pathTemplate ??
    project?.snapshotPathTemplate ??
    config.snapshotPathTemplate ??
    legacyTemplate
  );
}

/** The folder of the approved baselines (the config's snapshotDir, default the test folder). */
export function baselineDir(root: string): string {
  return path.resolve(root, config.snapshotDir ?? config.testDir ?? '.');
}
