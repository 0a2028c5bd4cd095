import { describe, expect, it } from 'vitest';
import { clientInfo, shortenIp } from '../../server/auth/client-info';
import { describeUserAgent } from '../../server/auth/user-agent';

describe('client info kept with sessions and sign-ins', () => {
  it('shortens IPs to their network', () => {
    expect(shortenIp('203.0.113.7')).toBe('203.0.113.*');
    expect(shortenIp('::ffff:198.51.100.23')).toBe('198.51.100.*');
    expect(shortenIp('2001:db8:85a3::8a2e:370:7334')).toBe('2001:db8:85a3:*');
    expect(shortenIp('2001:0db8:0000:0000::1')).toBe('2001:db8:0:*');
    expect(shortenIp('::1')).toBe('0:0:0:*');
    expect(shortenIp('fe80::1')).toBe('fe80:0:0:*');
    expect(shortenIp('not-an-ip')).toBe('');
    expect(shortenIp('')).toBe('');
  });

  it('keeps at most 512 characters of the user agent and never the full IP', () => {
    const info = clientInfo({ headers: { 'user-agent': 'x'.repeat(600) }, ip: '203.0.113.7' });
    expect(info).toEqual({ ip: '203.0.113.7', userAgent: 'x'.repeat(512), ipPrefix: '203.0.113.*' });
    expect(clientInfo({ headers: {}, ip: '203.0.113.7' }).userAgent).toBe('');
  });

  it('describes browser and system from the user agent', () => {
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome 126', os: 'Mac OS 10.15.7' });
    expect(describeUserAgent('')).toEqual({ browser: 'Unknown browser', os: 'Unknown system' });
    expect(describeUserAgent('curl/8.5.0')).toEqual({ browser: 'Unknown browser', os: 'Unknown system' });
  });
});
