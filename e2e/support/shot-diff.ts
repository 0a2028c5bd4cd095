// When a baseline differs, Playwright's message counts the pixels; the images stay on the machine
// that ran the test (a CI log shows only text). This names where they differ and what is drawn
// there, so a failure on CI can be understood from its log.
import { existsSync, readFileSync } from 'node:fs';
import { test, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { differingBox } from './png-diff';

/** The elements drawn at a point of the page (document coordinates), innermost first, as `tag "name"`. */
function elementsAt(page: Page, x: number, y: number) {
  return page.evaluate(
    ({ x, y }) => {
      const describe = (element: Element) => {
        const name =
          element.getAttribute('aria-label') ?? element.getAttribute('alt') ?? (element.textContent ?? '').trim().slice(0, 30);
        return `${element.tagName.toLowerCase()}${name ? ` "${name}"` : ''}`;
      };
      const hits = Array.from(document.querySelectorAll('body *')).filter((element) => {
        const box = element.getBoundingClientRect();
        const [left, top] = [box.left + window.scrollX, box.top + window.scrollY];
        return box.width > 0 && x >= left && x < left + box.width && y >= top && y < top + box.height;
      });
      return hits.reverse().slice(0, 4).map(describe);
    },
    { x, y },
  );
}

/**
 * After a failed `toHaveScreenshot(name)`: where the received image differs from the baseline and
 * what is drawn there, or a note that the sizes differ. Playwright leaves the received image in the
 * test's output folder as `<name>-actual.png`.
 */
export async function explainShotDifference(page: Page, name: string): Promise<string> {
  const info = test.info();
  const expectedPath = info.snapshotPath(name, { kind: 'screenshot' });
  const actualPath = info.outputPath(name.replace(/\.png$/, '-actual.png'));
  if (!existsSync(expectedPath) || !existsSync(actualPath)) return `${name}: no images to compare`;
  const expected = PNG.sync.read(readFileSync(expectedPath));
  const actual = PNG.sync.read(readFileSync(actualPath));
  if (expected.width !== actual.width || expected.height !== actual.height)
    return `${name}: ${actual.width}×${actual.height} received, ${expected.width}×${expected.height} expected`;
  const box = differingBox(expected, actual);
  if (!box) return `${name}: the last images received and expected are the same`;
  const centre = { x: box.x + Math.floor(box.width / 2), y: box.y + Math.floor(box.height / 2) };
  const drawn = await elementsAt(page, centre.x, centre.y).catch(() => []);
  return `${name}: ${box.pixels} pixels differ within ${box.width}×${box.height} at ${box.x},${box.y}; drawn there (innermost first): ${drawn.join(', ') || '?'}`;
}
