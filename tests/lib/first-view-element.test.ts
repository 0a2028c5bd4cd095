import { afterEach, describe, expect, it } from 'vitest';
import { firstViewGone, FIRST_VIEW_ID } from '../../src/lib/first-view-element';

describe('firstViewGone', () => {
  afterEach(() => document.getElementById(FIRST_VIEW_ID)?.remove());

  it('resolves at once on a page without a first view', async () => {
    await expect(firstViewGone()).resolves.toBeUndefined();
  });

  it('waits until the first view is removed', async () => {
    const view = Object.assign(document.createElement('div'), { id: FIRST_VIEW_ID });
    document.body.append(view);
    let gone = false;
    const waiting = firstViewGone().then(() => (gone = true));
    document.body.append(document.createElement('p'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(gone).toBe(false);
    view.remove();
    await waiting;
    expect(gone).toBe(true);
  });
});
