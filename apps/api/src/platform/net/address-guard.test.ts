import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './address-guard.js';

describe('isPublicAddress', () => {
  it('allows public unicast addresses', () => {
    for (const ip of [
      '93.184.216.34',
      '8.8.8.8',
      '1.1.1.1',
      '172.32.0.1',
      '100.128.0.1',
      '2606:4700:4700::1111',
      '2a00:1450:4001:82a::200e',
      '::ffff:8.8.8.8',
    ]) {
      expect(isPublicAddress(ip), ip).toBe(true);
    }
  });

  it('refuses private, loopback, link-local, CGNAT, multicast, reserved and documentation IPv4', () => {
    for (const ip of [
      '127.0.0.1',
      '127.255.0.9',
      '10.0.0.1',
      '10.255.255.255',
      '172.16.0.1',
      '172.31.255.254',
      '192.168.1.10',
      '169.254.169.254',
      '100.64.0.1',
      '100.127.255.254',
      '0.0.0.0',
      '224.0.0.251',
      '239.255.255.250',
      '240.0.0.1',
      '255.255.255.255',
      '192.0.2.1',
      '198.51.100.7',
      '203.0.113.9',
      '198.18.0.1',
      '192.0.0.8',
    ]) {
      expect(isPublicAddress(ip), ip).toBe(false);
    }
  });

  it('refuses local IPv6 and IPv4 wrapped in IPv6', () => {
    for (const ip of [
      '::1',
      '::',
      'fe80::1',
      'fe80::1%eth0',
      'fc00::1',
      'fd12:3456:789a::1',
      'ff02::1',
      'fec0::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '::ffff:7f00:1',
      '::127.0.0.1',
      '64:ff9b::a00:1',
      '2002:7f00:1::1',
      '2001:db8::1',
      '2001:0:4136:e378::1',
      '0:0:0:0:0:0:0:1',
    ]) {
      expect(isPublicAddress(ip), ip).toBe(false);
    }
  });

  it('refuses what is not an IP address', () => {
    for (const v of ['localhost', 'example.com', '', '1.2.3', '999.1.1.1']) expect(isPublicAddress(v), v).toBe(false);
  });
});
