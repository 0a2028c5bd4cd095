import { describe, expect, it } from 'vitest';
import { parseRedirectLinks } from '../../../src/features/home/redirect-links';

describe('parseRedirectLinks (spec §3: comma-separated url@label, up to two)', () => {
  it('reads in-app paths and external URLs', () => {
    expect(parseRedirectLinks('/register@Join the Source,https://academy.example/c@Course catalogue')).toEqual([
      { href: '/register', label: 'Join the Source', isExternal: false },
      { href: 'https://academy.example/c', label: 'Course catalogue', isExternal: true },
    ]);
  });

  it('keeps at most two links', () => {
    expect(parseRedirectLinks('/a@A,/b@B,/c@C').map((link) => link.label)).toEqual(['A', 'B']);
  });

  it('gives nothing for an empty value', () => {
    expect(parseRedirectLinks('')).toEqual([]);
    expect(parseRedirectLinks(null)).toEqual([]);
    expect(parseRedirectLinks(' , ')).toEqual([]);
  });

  it("splits at the last '@' and trims", () => {
    expect(parseRedirectLinks(' https://x.example/u@v/page @ Read more ')).toEqual([
      { href: 'https://x.example/u@v/page', label: 'Read more', isExternal: true },
    ]);
  });

  it("labels a bare URL 'Learn more'", () => {
    expect(parseRedirectLinks('/appdetail/lens-planner')).toEqual([
      { href: '/appdetail/lens-planner', label: 'Learn more', isExternal: false },
    ]);
  });

  it("turns a full URL on the portal's own origin into an in-app path", () => {
    expect(parseRedirectLinks('https://portal.example/register@Join', 'https://portal.example')).toEqual([
      { href: '/register', label: 'Join', isExternal: false },
    ]);
  });

  it('drops links that are neither paths nor http(s) URLs', () => {
    expect(parseRedirectLinks('javascript:alert(1)@Click,//evil.example@Other,/ok@OK')).toEqual([
      { href: '/ok', label: 'OK', isExternal: false },
    ]);
  });
});
