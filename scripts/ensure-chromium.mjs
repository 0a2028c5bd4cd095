// Playwright uses Debian's Chromium (browser downloads are not possible here): the browser for the
// visual projects and chromium-headless-shell for the journeys and axe (tools/shared/chromium.ts).
// Installs what is missing.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const needed = [
  ['/usr/lib/chromium/chromium', 'chromium'],
  ['/usr/lib/chromium/chromium-headless-shell', 'chromium-headless-shell'],
  ['/usr/share/fonts/truetype/dejavu', 'fonts-dejavu-core'],
].filter(([file]) => !existsSync(file));
if (needed.length > 0 && !process.env.CHROMIUM_PATH) {
  const packages = needed.map(([, name]) => name).join(' ');
  console.log(`missing ${needed.map(([file]) => file).join(', ')}: installing ${packages}`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, {
    stdio: 'inherit',
  });
}
