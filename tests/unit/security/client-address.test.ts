/**
 * Who the client is, for rate limits: the HTTP server picks the address (`clientHop`, before Next
 * sees the request) and `clientAddress()` keys it. Both judge what a client sends, so besides the
 * cases below they take thousands of generated headers without throwing.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clientHop, parseAddress, trustedHops } from '@/platform/http/client-hop.mjs';
import { clientAddress } from '@/platform/http/request-origin';

/** Headers as the server hands them on, any bytes included (a `Headers` object would refuse some). */
const keyOf = (forwardedFor: string) => clientAddress({ get: (name) => (name === 'x-forwarded-for' ? forwardedFor : null) });

describe('clientHop without a proxy of ours', () => {
  it('is the socket address, whatever X-Forwarded-For the client sent', () => {
    for (let n = 1; n <= 25; n += 1) expect(clientHop(`198.51.100.${n}`, '::ffff:127.0.0.1', 0)).toBe('::ffff:127.0.0.1');
    expect(clientHop(undefined, '127.0.0.2', 0)).toBe('127.0.0.2');
  });

  it('is "unknown" only when the socket has gone', () => {
    expect(clientHop('198.51.100.1', undefined, 0)).toBe('unknown');
  });
});

describe('clientHop behind TRUSTED_PROXY_HOPS proxies', () => {
  it('one proxy (the load balancer): the hop it appended last', () => {
    expect(clientHop('203.0.113.9, 192.0.2.7', '10.0.0.2', 1)).toBe('192.0.2.7');
  });

  it('a CDN, then the load balancer: the second hop from the right, whatever the client put left of it', () => {
    expect(clientHop('192.0.2.7, 198.51.100.20', '10.0.0.2', 2)).toBe('192.0.2.7');
    expect(clientHop('1.1.1.1, 2.2.2.2, 192.0.2.7, 198.51.100.20', '10.0.0.2', 2)).toBe('192.0.2.7');
  });

  it('a chain shorter than the hops: its leftmost, the farthest our proxies saw', () => {
    expect(clientHop('198.51.100.20', '10.0.0.2', 2)).toBe('198.51.100.20');
  });

  it('drops a port a proxy wrote, and believes no hop that is not an address', () => {
    expect(clientHop('192.0.2.7:51234', '10.0.0.2', 1)).toBe('192.0.2.7');
    expect(clientHop('[2001:db8::7]:443', '10.0.0.2', 1)).toBe('2001:db8::7');
    expect(clientHop('unknown', '10.0.0.2', 1)).toBe('10.0.0.2');
    expect(clientHop('', '10.0.0.2', 1)).toBe('10.0.0.2');
  });
});

describe('trustedHops', () => {
  it('is 0 without TRUSTED_PROXY, 1 by default with it, else TRUSTED_PROXY_HOPS', () => {
    expect(trustedHops({ TRUSTED_PROXY_HOPS: '2' })).toBe(0);
    expect(trustedHops({ TRUSTED_PROXY: '1' })).toBe(1);
    expect(trustedHops({ TRUSTED_PROXY: '1', TRUSTED_PROXY_HOPS: '2' })).toBe(2);
  });

  it.each(['0', '-1', '1.5', 'two', '100'])('refuses TRUSTED_PROXY_HOPS=%s at start', (value) => {
    expect(() => trustedHops({ TRUSTED_PROXY: '1', TRUSTED_PROXY_HOPS: value })).toThrow(/TRUSTED_PROXY_HOPS/);
  });
});

describe('clientAddress', () => {
  it('keys an IPv4 client by its address, also IPv4-mapped as a dual-stack socket reports it', () => {
    expect(keyOf('127.0.0.2')).toBe('127.0.0.2');
    expect(keyOf('::ffff:127.0.0.2')).toBe('127.0.0.2');
    expect(keyOf('::FFFF:7f00:3')).toBe('127.0.0.3');
  });

  it('keeps two local clients apart', () => {
    expect(keyOf('::ffff:127.0.0.2')).not.toBe(keyOf('::ffff:127.0.0.3'));
  });

  it('keys an IPv6 client by its /64, however the address is spelled', () => {
    expect(keyOf('2001:db8:1:2::7')).toBe('2001:db8:1:2::/64');
    expect(keyOf('2001:0db8:0001:0002:ffff:0:0:9')).toBe('2001:db8:1:2::/64');
    expect(keyOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(keyOf('2001:db8:1:3::7')).not.toBe(keyOf('2001:db8:1:2::7'));
  });

  it('reads the last hop, and makes nothing of one that is no address', () => {
    expect(keyOf('203.0.113.9, 10.0.0.2')).toBe('10.0.0.2');
    expect(keyOf('not-an-address')).toBe('unknown');
    expect(clientAddress(new Headers())).toBe('unknown');
  });
});

const ipv4 = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255)).map((bytes) => bytes.join('.'));
const ipv6 = fc.ipV6();
const hop = fc.oneof(ipv4, ipv6, fc.string({ maxLength: 40 }), fc.constantFrom('unknown', '', ' ', '[::1]:80', '1.2.3.4:5', '::ffff:1.2.3.4'));
const forwardedFor = fc.oneof(
  fc.array(hop, { maxLength: 6 }).map((hops) => hops.join(', ')),
  fc.string({ maxLength: 200 }),
  fc.string({ unit: 'binary', maxLength: 80 }),
);
const socket = fc.option(
  fc.oneof(
    ipv4,
    ipv6,
    ipv6.map((address) => `${address}%lo`),
  ),
  { nil: undefined },
);

describe('properties over generated headers', () => {
  const runs = { numRuns: 5000 };

  it('clientHop never throws, and answers the peer or an address a proxy of ours wrote', () => {
    fc.assert(
      fc.property(fc.option(forwardedFor, { nil: undefined }), socket, fc.integer({ min: 0, max: 5 }), (header, peer, hops) => {
        const chosen = clientHop(header, peer, hops);
        if (hops === 0) expect(chosen).toBe(peer ?? 'unknown');
        else expect(chosen === (peer ?? 'unknown') || parseAddress(chosen) !== null).toBe(true);
      }),
      runs,
    );
  });

  it('whatever a client puts left of the hops our proxies wrote changes nothing', () => {
    fc.assert(
      fc.property(fc.array(hop, { maxLength: 4 }), fc.array(ipv4, { minLength: 1, maxLength: 3 }), socket, (forged, real, peer) => {
        const vouched = real.join(', ');
        expect(clientHop([...forged, vouched].filter(Boolean).join(', '), peer, real.length)).toBe(clientHop(vouched, peer, real.length));
      }),
      runs,
    );
  });

  it('clientAddress never throws and gives an IPv4 address, an IPv6 /64 or "unknown"', () => {
    fc.assert(
      fc.property(forwardedFor, (header) => {
        expect(keyOf(header)).toMatch(/^(\d{1,3}(\.\d{1,3}){3}|([0-9a-f]{1,4}:){4}:\/64|unknown)$/);
      }),
      runs,
    );
  });

  it('every address of one /64 is one key, and an IPv4-mapped address is its IPv4 key', () => {
    fc.assert(
      fc.property(ipv6, ipv4, (address, v4) => {
        const groups = parseAddress(address);
        if (groups?.kind !== 'v6') throw new Error(`fast-check gave ${address}`);
        const prefix = groups.groups
          .slice(0, 4)
          .map((group) => group.toString(16))
          .join(':');
        if (keyOf(address).endsWith('/64')) expect(keyOf(`${prefix}:ffff:ffff:ffff:ffff`)).toBe(keyOf(address));
        expect(keyOf(`::ffff:${v4}`)).toBe(keyOf(v4));
      }),
      runs,
    );
  });
});
