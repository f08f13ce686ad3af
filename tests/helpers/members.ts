import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { mailOutbox } from '../../src/server/db/schema';
import { paymentIdOf, payWithTestCard, premiumFan } from './membership';

let clients = 0;
/** A client address of its own, so tests do not share the per-address sign-in limit by accident. */
export const freshAddress = () => {
  clients += 1;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
};

// What a member's browser does: ask for a sign-in e-mail, read it, sign in, and carry the cookie.

/** The cookies a response set, by name (value '' for a cleared one), with their attributes. */
export function setCookies(
  response: LightMyRequestResponse,
): Map<string, { value: string; attributes: string }> {
  const header = response.headers['set-cookie'];
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [String(header)];
  return new Map(
    lines.map((line) => {
      const [pair, ...attributes] = line.split(';');
      const [name, ...value] = pair.trim().split('=');
      return [name, { value: value.join('='), attributes: attributes.join(';').trim() }];
    }),
  );
}

/** The member cookie a response set, as a request's Cookie header. */
export function memberCookie(response: LightMyRequestResponse): string {
  const cookie = setCookies(response).get('mesc_member');
  expect(cookie?.value, response.body).toMatch(/^[\w-]{43}$/);
  return `mesc_member=${cookie?.value}`;
}

/** The newest e-mail to an address. */
export async function latestMailTo(app: FastifyInstance, to: string) {
  // Newest by id: a table's rows come back in no particular order (PostgreSQL moves updated rows).
  const [mail] = await app.db
    .select()
    .from(mailOutbox)
    .where(eq(sql`lower(${mailOutbox.to})`, to.toLowerCase()))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return mail;
}

/** The link's token and the code in a sign-in e-mail. */
export function signInSecretIn(text: string): { token: string; code: string } {
  const token = /\/sign-in\/link#token=([\w-]+)/.exec(text)?.[1];
  const code = /code on the sign-in page: (\d{6})/.exec(text)?.[1];
  if (!token || !code) throw new Error(`no sign-in link or code in:\n${text}`);
  return { token, code };
}

export const askForSignIn = (app: FastifyInstance, email: string, remoteAddress = freshAddress()) =>
  app.inject({ method: 'POST', url: '/api/members/sign-in', payload: { email }, remoteAddress });

export const useLink = (app: FastifyInstance, token: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/members/sign-in/link', payload: { token }, headers });

export const useCode = (app: FastifyInstance, email: string, code: string, remoteAddress = freshAddress()) =>
  app.inject({ method: 'POST', url: '/api/members/sign-in/code', payload: { email, code }, remoteAddress });

export const joinFree = (
  app: FastifyInstance,
  email: string,
  name?: string,
  remoteAddress = freshAddress(),
) => app.inject({ method: 'POST', url: '/api/members/join', payload: { email, name }, remoteAddress });

/** A free member, confirmed from their e-mail and signed in: their Cookie header. */
export async function freeMember(app: FastifyInstance, email: string, name = 'Free Member'): Promise<string> {
  expect((await joinFree(app, email, name)).statusCode).toBe(200);
  const mail = await latestMailTo(app, email);
  const answer = await useLink(app, signInSecretIn(mail?.text ?? '').token);
  expect(answer.statusCode, answer.body).toBe(200);
  return memberCookie(answer);
}

/**
 * A paid member made the way a visitor becomes one with the test provider: checkout, card,
 * confirmation from the same browser (which signs it in). Answers the Cookie header.
 */
export async function paidMember(
  app: FastifyInstance,
  email: string,
  tier: 'premium' | 'inner_circle' = 'premium',
  name = 'Paid Member',
  // A member already signed in with this address (a free member upgrading): their Cookie header.
  signedIn?: string,
): Promise<{ cookie: string; paymentId: string }> {
  const amount = tier === 'premium' ? 2000 : 5000;
  const started = await app.inject({
    method: 'POST',
    url: '/api/create-membership-payment',
    payload: { ...premiumFan, tierId: tier, amount, name, email },
    remoteAddress: freshAddress(),
    headers: signedIn ? { cookie: signedIn, 'sec-fetch-site': 'same-origin' } : {},
  });
  expect(started.statusCode, started.body).toBe(200);
  const checkout = setCookies(started).get('mesc_checkout');
  const { clientSecret } = started.json();
  const paid = await payWithTestCard(app, clientSecret, '4242424242424242');
  expect(paid.statusCode, paid.body).toBe(200);
  const paymentId = paymentIdOf(clientSecret);
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/confirm-membership-payment',
    payload: { paymentIntentId: paymentId },
    headers: { cookie: `mesc_checkout=${checkout?.value}` },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { cookie: memberCookie(confirmed), paymentId };
}

export const me = async (app: FastifyInstance, cookie?: string) =>
  (await app.inject({ url: '/api/me', headers: cookie ? { cookie } : {} })).json().member;

/** A request as the member's own page sends it (same origin). */
export const asMember = (
  app: FastifyInstance,
  cookie: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => app.inject({ method, url, payload, headers: { cookie, 'sec-fetch-site': 'same-origin' } });
