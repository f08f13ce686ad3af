import { describe, expect, it } from 'vitest';
import { isWebUrl } from './sponsors';

describe("a sponsor's website link", () => {
  it('is made for http and https addresses', () => {
    expect(isWebUrl('https://example.com/biscayne-bank')).toBe(true);
    expect(isWebUrl('http://example.com')).toBe(true);
    expect(isWebUrl('HTTPS://EXAMPLE.COM')).toBe(true);
  });

  it('is not made for scripts, other schemes, relative paths or typos', () => {
    expect(isWebUrl('javascript:alert(1)')).toBe(false);
    expect(isWebUrl(' JavaScript:alert(1)')).toBe(false);
    expect(isWebUrl('data:text/html,<b>hi</b>')).toBe(false);
    expect(isWebUrl('mailto:sales@example.com')).toBe(false);
    expect(isWebUrl('ftp://example.com')).toBe(false);
    expect(isWebUrl('/contact')).toBe(false);
    expect(isWebUrl('www.example.com')).toBe(false);
    expect(isWebUrl('')).toBe(false);
    expect(isWebUrl(undefined)).toBe(false);
  });
});
