import { describe, expect, it } from 'vitest';
import { WebhookMessages as Messages } from '#domain/webhooks/schemas.ts';
import {
  DEVELOPMENT_POLICY,
  isRefusedAddress,
  PRODUCTION_POLICY,
  resolveDeliverable,
  type ResolveHost,
} from './address-policy.ts';

const REFUSED_EVERYWHERE = [
  '10.1.2.3',
  '172.16.0.1',
  '172.31.255.255',
  '192.168.1.1',
  '169.254.169.254',
  '100.64.0.1',
  '0.0.0.0',
  '224.0.0.1',
  '255.255.255.255',
  '::',
  'fc00::1',
  'fd12:3456::1',
  'fe80::1',
  'ff02::1',
  '::ffff:10.0.0.1',
  '::ffff:169.254.169.254',
  '::ffff:a9fe:a9fe',
  '64:ff9b::a9fe:a9fe',
  // The IPv6 forms that carry a private IPv4 address reach it: compatible, translated, 6to4.
  '::10.0.0.1',
  '::a9fe:a9fe',
  '::ffff:0:192.168.1.1',
  '2002:c0a8:101::',
  '2002:c0a8:101:1::42',
  '2002:a9fe:a9fe::1',
  '2002:a00:1::',
];
const LOOPBACK = [
  '127.0.0.1',
  '127.1.2.3',
  '::1',
  '::ffff:127.0.0.1',
  '::ffff:7f00:1',
  '::127.0.0.1',
  '::7f00:1',
  '::ffff:0:127.0.0.1',
  '64:ff9b::127.0.0.1',
  '2002:7f00:1::',
  '2002:7f00:1:0:1::1',
];
const PUBLIC = [
  '8.8.8.8',
  '142.250.72.14',
  '2607:f8b0:4004:c1b::65',
  '64:ff9b::808:808',
  '::8.8.8.8',
  '2002:808:808::1',
];

const answers =
  (...addresses: string[]): ResolveHost =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

describe('where webhooks may go', () => {
  it.each(REFUSED_EVERYWHERE)('refuses %s in production and elsewhere', (address) => {
    expect(isRefusedAddress(address, PRODUCTION_POLICY)).toBe(true);
    expect(isRefusedAddress(address, DEVELOPMENT_POLICY)).toBe(true);
  });

  it.each(LOOPBACK)('refuses loopback %s in production only', (address) => {
    expect(isRefusedAddress(address, PRODUCTION_POLICY)).toBe(true);
    expect(isRefusedAddress(address, DEVELOPMENT_POLICY)).toBe(false);
  });

  it.each(PUBLIC)('allows public %s', (address) => {
    expect(isRefusedAddress(address, PRODUCTION_POLICY)).toBe(false);
  });

  it('takes https only in production, and never credentials', async () => {
    const resolve = answers('8.8.8.8');
    await expect(
      resolveDeliverable(new URL('http://shop.example/hooks'), PRODUCTION_POLICY, resolve),
    ).rejects.toThrow(Messages.urlNotHttps);
    await expect(
      resolveDeliverable(new URL('http://shop.example/hooks'), DEVELOPMENT_POLICY, resolve),
    ).resolves.toEqual({ address: '8.8.8.8', family: 4 });
    await expect(
      resolveDeliverable(new URL('ftp://shop.example/hooks'), DEVELOPMENT_POLICY, resolve),
    ).rejects.toThrow(Messages.urlNotHttps);
    await expect(
      resolveDeliverable(new URL('https://me:pw@shop.example/'), PRODUCTION_POLICY, resolve),
    ).rejects.toThrow(Messages.urlCredentials);
  });

  it('refuses address literals and names that resolve to refused addresses', async () => {
    for (const url of [
      'https://127.0.0.1/',
      'https://[::1]/',
      'https://169.254.169.254/latest',
      'https://[::127.0.0.1]/',
      'https://[::ffff:127.0.0.1]/',
      'https://[::ffff:7f00:1]/',
      'https://[2002:7f00:1::]/',
      'https://[2002:c0a8:101::]/',
      'https://[::ffff:0:a9fe:a9fe]/latest',
    ]) {
      await expect(
        resolveDeliverable(new URL(url), PRODUCTION_POLICY, answers('8.8.8.8')),
      ).rejects.toThrow(Messages.urlPrivate);
    }
    const url = new URL('https://rebinding.example/hooks');
    await expect(resolveDeliverable(url, PRODUCTION_POLICY, answers('127.0.0.1'))).rejects.toThrow(
      Messages.urlPrivate,
    );
    // One refused address among public ones is enough: the connection might pick it.
    await expect(
      resolveDeliverable(url, PRODUCTION_POLICY, answers('8.8.8.8', '10.0.0.7')),
    ).rejects.toThrow(Messages.urlPrivate);
    await expect(resolveDeliverable(url, PRODUCTION_POLICY, answers())).rejects.toThrow(
      Messages.urlUnresolvable,
    );
  });

  it('answers the address that was checked, to connect to it', async () => {
    const url = new URL('https://shop.example/hooks');
    await expect(
      resolveDeliverable(url, PRODUCTION_POLICY, answers('2607:f8b0:4004:c1b::65', '8.8.8.8')),
    ).resolves.toEqual({ address: '2607:f8b0:4004:c1b::65', family: 6 });
    await expect(
      resolveDeliverable(
        new URL('http://localhost:4000/'),
        DEVELOPMENT_POLICY,
        answers('127.0.0.1'),
      ),
    ).resolves.toEqual({ address: '127.0.0.1', family: 4 });
  });
});
