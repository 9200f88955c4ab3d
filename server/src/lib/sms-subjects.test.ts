import { describe, expect, it } from 'vitest';
import { networkOf, numberRangeOf } from './sms-subjects';

describe('the network of a client address', () => {
  it('is the /24 of an IPv4 address, also when written as IPv6', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.113.0/24');
    expect(networkOf('203.0.113.250')).toBe('203.0.113.0/24');
    expect(networkOf('::ffff:203.0.113.7')).toBe('203.0.113.0/24');
    expect(networkOf('203.0.114.7')).toBe('203.0.114.0/24');
  });

  it('is the /64 of an IPv6 address, however it is written', () => {
    expect(networkOf('2001:db8:0:1::5')).toBe('2001:db8:0:1::/64');
    expect(networkOf('2001:0db8:0000:0001:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:0:1::/64');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
    expect(networkOf('2001:db8:0:2::5')).not.toBe(networkOf('2001:db8:0:1::5'));
  });
});

describe('the range of a UK number', () => {
  it('is the first 8 digits of the national number', () => {
    expect(numberRangeOf('+447700900123')).toBe('07700900');
    expect(numberRangeOf('+447700900999')).toBe('07700900');
    expect(numberRangeOf('+447700901000')).toBe('07700901');
  });
});
