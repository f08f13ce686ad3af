import { describe, expect, it } from 'vitest';
import { build } from './helpers/build';
import { stripeEnv } from './helpers/membership';

const app = await build();

/** The page's policy as directive -> sources. */
async function csp(instance: typeof app, url: string): Promise<Record<string, string>> {
  const header = String((await instance.inject({ url })).headers['content-security-policy']);
  return Object.fromEntries(
    header.split(';').map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name, sources.join(' ')];
    }),
  );
}

describe('the membership pages', () => {
  it.each(['/membership', '/join'])(
    '%s shows the three tiers with their prices and How It Works',
    async (url) => {
      const { body } = await app.inject({ url });
      for (const name of ['FREE MEMBER', 'PREMIUM FAN', 'INNER CIRCLE', 'Most Popular', 'How It Works']) {
        expect(body).toContain(name);
      }
      expect(body).toMatch(/\$20<\/span><span[^>]*>\/month/);
      expect(body).toMatch(/\$50<\/span><span[^>]*>\/month/);
      expect(body).toContain('<span class="sr-only">Not included: </span>');
    },
  );

  it('opens the checkout of the tier in the address', async () => {
    const { body } = await app.inject({ url: '/join?join=inner_circle' });
    expect(body).toContain('Your details');
    expect(body).toContain('Continue to Payment');
  });

  it('renders the manage-membership page without asking for the token in the address', async () => {
    const response = await app.inject({ url: '/membership/manage' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<meta name="robots" content="noindex">');
  });
});

describe('the content security policy', () => {
  it('stays on the site’s own origin when Stripe is not configured', async () => {
    const policy = await csp(app, '/join');
    expect(policy['script-src']).toBe("'self'");
    expect(policy['frame-src']).toBe("'self'");
    expect(policy['connect-src']).toBe("'self'");
    expect(JSON.stringify(policy)).not.toContain('stripe');
  });

  it('allows Stripe’s script, frames and API when Stripe is configured', async () => {
    const withStripe = await build({ env: stripeEnv('http://127.0.0.1:9') });
    const policy = await csp(withStripe, '/join');
    expect(policy['script-src']).toBe("'self' https://js.stripe.com https://*.js.stripe.com");
    expect(policy['frame-src']).toBe(
      "'self' https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com",
    );
    expect(policy['connect-src']).toBe("'self' https://api.stripe.com");
    expect(policy['default-src']).toBe("'self'");
    expect(policy['frame-ancestors']).toBe("'none'");
  });
});
