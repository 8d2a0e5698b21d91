/**
 * The key a network address is limited by (docs/relay.md, "The lead
 * relay": limits): an IPv4 address as it is, an IPv6 address by its /64.
 * One household or office is given a whole /64 and can use any address in
 * it, so counting full IPv6 addresses would let one sender rotate through
 * 2^64 of them. An IPv4 address mapped into IPv6 (`::ffff:203.0.113.9`, as
 * Node reports IPv4 peers on a dual-stack socket) counts as the IPv4 address.
 */

const MAPPED_V4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** The eight 16-bit groups of an IPv6 address, or undefined when it is not one. */
function ipv6Groups(address: string): number[] | undefined {
  const bare = address.replace(/%.*$/, ''); // a zone (fe80::1%eth0) names an interface, not a host
  if (!/^[0-9a-f:.]+$/i.test(bare) || !bare.includes(':')) return undefined;
  const halves = bare.split('::');
  if (halves.length > 2) return undefined;
  const parse = (part: string) => (part ? part.split(':') : []);
  const [head, tail = undefined] = halves.map(parse);
  const lastOf = (tail ?? head).at(-1);
  // An embedded IPv4 tail (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) is two groups.
  const expand = (groups: string[]) =>
    groups.flatMap((group) => {
      if (group !== lastOf || !group.includes('.')) return [group];
      const octets = group.split('.').map(Number);
      if (octets.length !== 4 || octets.some((octet) => !(octet >= 0 && octet <= 255))) return ['x'];
      return [((octets[0] << 8) | octets[1]).toString(16), ((octets[2] << 8) | octets[3]).toString(16)];
    });
  const left = expand(head);
  const right = tail === undefined ? [] : expand(tail);
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return undefined;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
  const numbers = groups.map((group) => (/^[0-9a-f]{1,4}$/i.test(group) ? parseInt(group, 16) : NaN));
  return numbers.some(Number.isNaN) ? undefined : numbers;
}

/**
 * The address as the limits count it: IPv4 unchanged, IPv6 as its /64 in
 * one writing (`2001:db8:0:1::/64`), whatever way the address was written.
 * Anything else (no address, or text that is not one) is returned as given.
 */
/** The longest address kept as given (an IPv6 address with an IPv4 tail and a zone is under 64 characters). */
const ADDRESS_CHARS = 64;

/**
 * One sender's address as a record names it (the consent kept with a lead:
 * ./consent.ts): the whole address, not its network; an IPv4 address mapped
 * into IPv6 as the IPv4 address; cut at ADDRESS_CHARS. None for none.
 */
export function hostAddress(address: string | null | undefined): string | undefined {
  if (!address) return undefined;
  return (MAPPED_V4.exec(address)?.[1] ?? address).slice(0, ADDRESS_CHARS);
}

export function networkKey(address: string): string;
export function networkKey(address: string | null | undefined): string | null | undefined;
export function networkKey(address: string | null | undefined): string | null | undefined {
  if (!address) return address;
  const mapped = MAPPED_V4.exec(address);
  if (mapped) return mapped[1];
  const groups = ipv6Groups(address);
  if (!groups) return address;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return `${groups[6] >> 8}.${groups[6] & 255}.${groups[7] >> 8}.${groups[7] & 255}`;
  }
  return `${groups.slice(0, 4).map((group) => group.toString(16)).join(':')}::/64`;
}
