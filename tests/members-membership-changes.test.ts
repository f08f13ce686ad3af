import { afterAll, describe, expect, it } from 'vitest';
import { NO_PAID_MEMBERSHIP } from '../src/server/features/account/service';
import { build } from './helpers/build';
import { type FakeStripe, startFakeStripe } from './helpers/fake-stripe';
import { asMember, freeMember, freshAddress, memberCookie, paidMember, setCookies } from './helpers/members';
import { premiumFan, stripeEnv } from './helpers/membership';
import { endTestPeriod, paymentOf } from './helpers/subscription-changes';

// The member area's membership controls, pressed as a signed-in member would, with the built-in
// test provider and with Stripe (the real SDK against a local fake of its API).

const stripe: FakeStripe = await startFakeStripe();
afterAll(() => stripe.close());

const providers = {
  test: {
    app: await build(),
    async join(app: Awaited<ReturnType<typeof build>>, email: string) {
      const member = await paidMember(app, email);
      // The period's end is read from the provider by a job, as it is after every change.
      await app.jobs.drain();
      return member;
    },
  },
  stripe: {
    app: await build({ env: stripeEnv(stripe.url) }),
    async join(app: Awaited<ReturnType<typeof build>>, email: string) {
      const started = await app.inject({
        method: 'POST',
        url: '/api/create-membership-payment',
        payload: { ...premiumFan, email },
        remoteAddress: freshAddress(),
      });
      expect(started.statusCode, started.body).toBe(200);
      const paymentId = stripe.paymentIdFor(started.json().clientSecret);
      stripe.succeedPayment(paymentId);
      const confirmed = await app.inject({
        method: 'POST',
        url: '/api/confirm-membership-payment',
        payload: { paymentIntentId: paymentId },
        headers: { cookie: `mesc_checkout=${setCookies(started).get('mesc_checkout')?.value}` },
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      await app.jobs.drain();
      return { cookie: memberCookie(confirmed), paymentId };
    },
  },
};

describe.each(Object.entries(providers))(
  'the member area’s membership with the %s provider',
  (name, provider) => {
    const { app } = provider;
    const account = async (cookie: string) => (await asMember(app, cookie, 'GET', '/api/account')).json();

    it('upgrades at once, and downgrades at the end of the period', async () => {
      const { cookie } = await provider.join(app, `up-${name}@example.com`);
      const before = await account(cookie);
      expect(before.membership).toMatchObject({ tier: 'premium', price: 2000, cancelAtPeriodEnd: false });
      expect(before.membership.periodEnd).not.toBeNull();
      expect(before.membership.billing).toBe(name === 'stripe' ? 'portal' : 'none');

      const up = await asMember(app, cookie, 'POST', '/api/account/membership/change', {
        tierId: 'inner_circle',
      });
      expect(up.statusCode, up.body).toBe(200);
      expect(up.json().membership).toMatchObject({ tier: 'inner_circle', price: 5000, pendingTier: null });
      expect(up.json().member).toMatchObject({ tier: 'inner_circle', accessTier: 'inner_circle' });

      const down = await asMember(app, cookie, 'POST', '/api/account/membership/change', {
        tierId: 'premium',
      });
      expect(down.statusCode, down.body).toBe(200);
      expect(down.json().membership).toMatchObject({ tier: 'inner_circle', pendingTier: 'premium' });
    });

    it('cancels at the end of the period, and takes it back before then', async () => {
      const { cookie } = await provider.join(app, `cancel-${name}@example.com`);
      const canceled = await asMember(app, cookie, 'POST', '/api/account/membership/cancel');
      expect(canceled.statusCode, canceled.body).toBe(200);
      expect(canceled.json().membership).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
      expect(canceled.json().member.accessTier).toBe('premium');
      const resumed = await asMember(app, cookie, 'POST', '/api/account/membership/resume');
      expect(resumed.statusCode, resumed.body).toBe(200);
      expect(resumed.json().membership.cancelAtPeriodEnd).toBe(false);
    });

    it('tells a free member there is no paid membership to change', async () => {
      const cookie = await freeMember(app, `free-${name}@example.com`);
      const answer = await asMember(app, cookie, 'POST', '/api/account/membership/change', {
        tierId: 'premium',
      });
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toBe(NO_PAID_MEMBERSHIP);
      const bad = await asMember(app, cookie, 'POST', '/api/account/membership/change', { tierId: 'free' });
      expect(bad.statusCode).toBe(400);
    });

    it('opens the billing portal with Stripe, and says there is none in test mode', async () => {
      const { cookie } = await provider.join(app, `portal-${name}@example.com`);
      const portal = await asMember(app, cookie, 'POST', '/api/account/billing-portal');
      if (name === 'stripe') {
        expect(portal.statusCode).toBe(200);
        expect(portal.json().url).toMatch(/^https:\/\/billing\.stripe\.com\//);
      } else {
        expect(portal.statusCode).toBe(409);
      }
    });
  },
);

describe('the Wall of Fame follows the member’s tier', () => {
  it('shows the new tier at once after an upgrade, and the lower one once a downgrade starts', async () => {
    const { app } = providers.test;
    const { cookie, paymentId } = await providers.test.join(app, 'wall-follows@example.com');
    await asMember(app, cookie, 'PATCH', '/api/account', { showOnWallOfFame: true, name: 'Wall Follower' });
    const tierOnWall = async () =>
      (
        (await app.inject({ url: '/api/wall-of-fame' })).json() as { name: string; membershipTier: string }[]
      ).find((m) => m.name === 'Wall Follower')?.membershipTier;
    expect(await tierOnWall()).toBe('premium');
    await asMember(app, cookie, 'POST', '/api/account/membership/change', { tierId: 'inner_circle' });
    expect(await tierOnWall()).toBe('inner_circle');
    await asMember(app, cookie, 'POST', '/api/account/membership/change', { tierId: 'premium' });
    expect(await tierOnWall()).toBe('inner_circle');
    await endTestPeriod(app, await paymentOf(app, paymentId));
    await app.jobs.drain();
    expect(await tierOnWall()).toBe('premium');
  });
});
