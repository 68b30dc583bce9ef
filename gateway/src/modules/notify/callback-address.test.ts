import os from 'node:os';
import { isAllowedCallbackAddress, resolveCallbackTarget, type CallbackAddressPolicy } from './callback-address';

/** A notify URL may reach only globally routable unicast addresses, never the gateway host itself. */
const strict: CallbackAddressPolicy = { allowLoopback: false, ownAddresses: () => [] };
const withLoopback: CallbackAddressPolicy = { allowLoopback: true, ownAddresses: () => [] };

describe('callback addresses', () => {
  it.each([
    ['private 10/8', '10.0.0.1'],
    ['private 172.16/12', '172.16.5.4'],
    ['private 192.168/16', '192.168.1.1'],
    ['CGNAT 100.64/10', '100.64.0.1'],
    ['CGNAT metadata 100.100.100.200', '100.100.100.200'],
    ['link-local metadata', '169.254.169.254'],
    ['IETF 192.0.0/24 metadata', '192.0.0.192'],
    ['loopback', '127.0.0.1'],
    ['this network', '0.0.0.0'],
    ['documentation', '198.51.100.7'],
    ['benchmarking', '198.18.0.1'],
    ['multicast', '224.0.0.1'],
    ['reserved', '240.0.0.1'],
    ['broadcast', '255.255.255.255'],
    ['NAT64 of metadata', '64:ff9b::a9fe:a9fe'],
    ['NAT64 of a private address', '64:ff9b::a00:1'],
    ['NAT64 local-use', '64:ff9b:1::a00:1'],
    ['IPv4-mapped metadata', '::ffff:169.254.169.254'],
    ['IPv4-mapped loopback', '::ffff:7f00:1'],
    ['IPv4-mapped public', '::ffff:8.8.8.8'],
    ['IPv6 loopback', '::1'],
    ['IPv6 unspecified', '::'],
    ['unique-local', 'fd00::2'],
    ['unique-local fc00::/7', 'fc00::1'],
    ['AWS IPv6 metadata', 'fd00:ec2::254'],
    ['IPv6 link-local', 'fe80::1'],
    ['IPv6 link-local with zone', 'fe80::1%eth0'],
    ['IPv6 multicast', 'ff02::1'],
    ['IPv6 documentation', '2001:db8::1'],
    ['Teredo', '2001::a9fe:a9fe'],
    ['6to4 of metadata', '2002:a9fe:a9fe::1'],
    ['not an address', 'example.com'],
  ])('refuses %s (%s)', (_what, address) => {
    expect(isAllowedCallbackAddress(address, strict)).toBe(false);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '64.0.0.1',
    '100.63.255.254',
    '100.128.0.1',
    '126.1.1.1',
    '128.0.0.1',
    '191.255.0.1',
    '172.32.0.1',
    '223.255.255.1',
    '2606:4700:4700::1111',
  ])('allows the public address %s', (address) => {
    expect(isAllowedCallbackAddress(address, strict)).toBe(true);
  });

  it("refuses every one of the gateway host's own interface addresses, whatever their range", () => {
    const own = Object.values(os.networkInterfaces()).flatMap((list) => (list ?? []).map((i) => i.address));
    expect(own.length).toBeGreaterThan(0);
    for (const address of own)
      expect([address, isAllowedCallbackAddress(address, { allowLoopback: false })]).toEqual([address, false]);
    // A public address is refused once it is the host's own.
    expect(isAllowedCallbackAddress('8.8.8.8', { allowLoopback: false, ownAddresses: () => ['8.8.8.8'] })).toBe(false);
    expect(
      isAllowedCallbackAddress('2606:4700::1', { allowLoopback: false, ownAddresses: () => ['2606:4700::1'] }),
    ).toBe(false);
  });

  it('allows loopback only with the local/test switch, and nothing else internal with it', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1']) {
      expect(isAllowedCallbackAddress(address, strict)).toBe(false);
      expect(isAllowedCallbackAddress(address, withLoopback)).toBe(true);
    }
    for (const address of ['10.0.0.1', '169.254.169.254', '::ffff:7f00:1', '64:ff9b::7f00:1', 'fd00::2'])
      expect(isAllowedCallbackAddress(address, withLoopback)).toBe(false);
  });
});

describe('resolving a notify URL', () => {
  const names: Record<string, string[]> = {
    'shop.example.tw': ['203.69.1.1'],
    'metadata.example.tw': ['169.254.169.254'],
    'cgnat.example.tw': ['100.100.100.200'],
    'nat64.example.tw': ['64:ff9b::a9fe:a9fe'],
    'mixed.example.tw': ['203.69.1.1', '10.0.0.1'],
  };
  const policy: CallbackAddressPolicy = {
    allowLoopback: false,
    ownAddresses: () => [],
    resolve: async (host) => names[host] ?? Promise.reject(new Error('ENOTFOUND')),
  };

  it.each(['metadata', 'cgnat', 'nat64', 'mixed'])(
    'refuses a name resolving to an internal address (%s)',
    async (n) => {
      expect(await resolveCallbackTarget(new URL(`https://${n}.example.tw/notify`), policy)).toEqual({
        ok: false,
        reason: 'internal',
      });
    },
  );

  it('gives the checked address of a public name, and says when a name does not resolve', async () => {
    expect(await resolveCallbackTarget(new URL('https://shop.example.tw/notify'), policy)).toEqual({
      ok: true,
      address: '203.69.1.1',
      family: 4,
    });
    expect(await resolveCallbackTarget(new URL('https://gone.example.tw/'), policy)).toEqual({
      ok: false,
      reason: 'unresolved',
    });
  });

  it('reads IP literals in every URL form (hex, integer, bracketed IPv6) and resolves localhost as the system does', async () => {
    for (const url of [
      'http://0xa9.0xfe.0xa9.0xfe/',
      'http://2852039166/',
      'http://[::ffff:a9fe:a9fe]/',
      'http://[::1]/',
    ])
      expect(await resolveCallbackTarget(new URL(url), { allowLoopback: false })).toEqual({
        ok: false,
        reason: 'internal',
      });
    expect(await resolveCallbackTarget(new URL('http://localhost:8080/'), { allowLoopback: false })).toEqual({
      ok: false,
      reason: 'internal',
    });
  });
});
