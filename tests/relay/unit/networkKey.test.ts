// @vitest-environment node
/** The key the limits count an address by (src/relay/networkKey.ts): IPv4 as is, IPv6 by its /64. */
import { expect, it } from 'vitest';
import { networkKey } from '../../../src/relay/networkKey';

it('keeps an IPv4 address, and reads one mapped into IPv6 as the IPv4 address', () => {
  expect(networkKey('203.0.113.9')).toBe('203.0.113.9');
  expect(networkKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
  expect(networkKey('::FFFF:203.0.113.9')).toBe('203.0.113.9');
  expect(networkKey('0:0:0:0:0:ffff:cb00:7109')).toBe('203.0.113.9');
});

it('counts every address of one IPv6 /64 as one, however it is written', () => {
  const keys = ['2001:db8:0:1::1', '2001:db8:0:1:ffff:ffff:ffff:ffff', '2001:0DB8:0000:0001:0:0:0:abcd', '2001:db8::1:0:0:0:9', 'fe80::1%eth0'.replace('fe80::', '2001:db8:0:1::')].map(
    (address) => networkKey(address),
  );
  expect(new Set(keys)).toEqual(new Set(['2001:db8:0:1::/64']));
  expect(networkKey('2001:db8:0:2::1')).toBe('2001:db8:0:2::/64');
  expect(networkKey('::1')).toBe('0:0:0:0::/64');
});

it('returns what is no address as it was given', () => {
  expect(networkKey(undefined)).toBeUndefined();
  expect(networkKey(null)).toBeNull();
  expect(networkKey('')).toBe('');
  expect(networkKey('not an address')).toBe('not an address');
  expect(networkKey('1:2:3:4:5:6:7:8:9')).toBe('1:2:3:4:5:6:7:8:9');
  expect(networkKey('1::2::3')).toBe('1::2::3');
});
