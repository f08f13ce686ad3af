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
  ])('never leaves the site for %j', (next) => {
    expect(safeNextPath(next)).toBe(AFTER_SIGN_IN);
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
