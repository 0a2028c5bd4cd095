// Playwright uses Debian's Chromium (browser downloads are not possible here); install it when missing.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.log(`${chromium} missing: installing Debian chromium and fonts-dejavu-core`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core`,
    {
      stdio: 'inherit',
    },
  );
}
