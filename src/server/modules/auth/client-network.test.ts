import { describe, expect, it } from 'vitest';
import { clientNetwork } from './client-network.ts';

describe('clientNetwork', () => {
  it('keeps an IPv4 address, also when written as IPv6', () => {
    expect(clientNetwork('192.0.2.7')).toBe('192.0.2.7');
    expect(clientNetwork('::ffff:192.0.2.7')).toBe('192.0.2.7');
  });

  it('counts every address of an IPv6 /64 as one client', () => {
    const network = '2001:db8:1:2::/64';
    expect(clientNetwork('2001:db8:1:2::1')).toBe(network);
    expect(clientNetwork('2001:0db8:0001:0002:ffff:eeee:dddd:cccc')).toBe(network);
    expect(clientNetwork('2001:db8:1:2:0:0:0:9')).toBe(network);
    expect(clientNetwork('2001:db8:1:3::1')).not.toBe(network);
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
  });
});
