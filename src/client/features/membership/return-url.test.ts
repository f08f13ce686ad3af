import { describe, expect, it } from 'vitest';
import { membershipReturnUrl } from './return-url';

describe('the payment round trip', () => {
  it('sends the member back to /membership with the tier, name and e-mail', () => {
    const url = membershipReturnUrl('https://mesc.club', 'premium', {
      name: 'Ana Díaz',
      email: 'ana+vip@example.com',
    });
    expect(url).toBe(
      'https://mesc.club/membership?payment=success&tier=premium&name=Ana+D%C3%ADaz&email=ana%2Bvip%40example.com',
    );
  });
});
