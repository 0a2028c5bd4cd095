import { describe, expect, it } from 'vitest';
import { isEditorPath } from '../../src/app/App';
import { consoleRoutes, memberRoutes, routes } from '../../src/app/routes';

// One route table for the whole app (issue 37): App sends /editor… addresses to the console's
// frame, which renders the console routes; the member layout renders the rest.
describe('the route table', () => {
  it('lists each path once, the editor console’s under /editor and no member route there', () => {
    expect(new Set(routes.map(({ path }) => path)).size).toBe(routes.length);
    expect(consoleRoutes.filter(({ path }) => !isEditorPath(path))).toEqual([]);
    expect(memberRoutes.filter(({ path }) => isEditorPath(path))).toEqual([]);
    expect(memberRoutes.length + consoleRoutes.length).toBe(routes.length);
  });

  it('gives every route a title', () => {
    expect(routes.filter(({ title }) => !title.trim())).toEqual([]);
  });
});
