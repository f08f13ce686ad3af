import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AFTER_SIGN_IN, safeNextPath, signInHref } from './next-path';

describe('where a member goes after signing in', () => {
  it('goes to the member area when no page was asked for', () => {
    expect(safeNextPath(null)).toBe(AFTER_SIGN_IN);
    expect(safeNextPath('')).toBe(AFTER_SIGN_IN);
  });

  it('goes back to a page of this site, with its query and fragment', () => {
    expect(safeNextPath('/events')).toBe('/events');
    expect(safeNextPath('/events?category=NBA#top')).toBe('/events?category=NBA#top');
    expect(safeNextPath('/join?join=inner_circle')).toBe('/join?join=inner_circle');
  });

  it.each([
    'https://evil.example/account',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'events',
    '/\tevil.example',
    '/%0a/evil.example'.replace('%0a', '\n'),
    '/.//evil.example',
    '/..//evil.example',
    '/a/..//evil.example',
    '/%2e%2e//evil.example',
    '/%2F/evil.example',
    '/%2f%2fevil.example',
    '/%5C/evil.example',
    '/%5c%5cevil.example',
    '/%252F/evil.example',
    '/%09/evil.example',
    '/%0A/evil.example',
    '/%20/evil.example',
    '/./ /evil.example',
    '/.%2F/evil.example',
    '/%',
    '/%73ign-in',
  ])('never leaves the site for %j', (next) => {
    expect(safeNextPath(next)).toBe(AFTER_SIGN_IN);
  });

  it('stays on the site for any address at all: a path of one leading slash, however it is read', () => {
    const own = 'https://x.invalid';
    const piece = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 4 }),
      fc.constantFrom('/', '\\', '.', '..', '%2F', '%2f', '%5C', '%5c', '%2e', '%25', '%252F', '%09', '%0a'),
      fc.constantFrom(
        '\t',
        '\n',
        ' ',
        '\u3000',
        '\uff0f',
        '@',
        ':',
        '?',
        '#',
        'evil.example',
        'sign-in',
        '%',
      ),
    );
    const address = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.array(piece, { maxLength: 10 }).map((pieces) => pieces.join('')),
      fc.array(piece, { maxLength: 10 }).map((pieces) => `/${pieces.join('')}`),
    );
    fc.assert(
      fc.property(address, (next) => {
        const result = safeNextPath(next);
        if (result === AFTER_SIGN_IN) return;
        const url = new URL(result, own);
        expect(url.origin, next).toBe(own);
        expect(result.startsWith('/') && !result.startsWith('//'), next).toBe(true);
        expect(url.pathname.startsWith('//'), next).toBe(false);
        const decoded = decodeURIComponent(url.pathname)
          .replace(/\\/g, '/')
          .replace(/[\s\p{Cc}]/gu, '');
        expect(decoded.startsWith('//'), next).toBe(false);
        expect(safeNextPath(result), next).toBe(result);
      }),
      { numRuns: 3000 },
    );
  });

  it('does not loop back to signing in', () => {
    expect(safeNextPath('/sign-in')).toBe(AFTER_SIGN_IN);
    expect(safeNextPath('/sign-in/link')).toBe(AFTER_SIGN_IN);
  });

  it('makes a sign-in address that comes back to the page', () => {
    expect(signInHref('/events?category=VIP')).toBe('/sign-in?next=%2Fevents%3Fcategory%3DVIP');
    expect(signInHref('/account')).toBe('/sign-in');
  });
});
