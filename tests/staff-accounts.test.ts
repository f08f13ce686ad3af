import { desc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { staffActions, staffMembers } from '../src/server/db/schema';
import { createSession } from '../src/server/features/admin-auth/sessions';
import { STAFF_CODE_REFUSED, STAFF_LINK_REFUSED, STAFF_SIGN_IN_SENT } from '../src/shared/staff';
import { PERMISSION_REFUSED, STAFF_ROLES, type StaffRole } from '../src/shared/staff-roles';
import { bearer, buildWithAdmin } from './helpers/admin';
import {
  freshAddress,
  joinFree,
  latestMailTo,
  memberCookie,
  signInSecretIn,
  useLink,
} from './helpers/members';
import { rowCounts } from './helpers/row-counts';

// Staff accounts (docs/staff.md): the owner invites people by e-mail with a role; each signs in
// with the link or the code from their own inbox to a staff session of their own, which acts with
// their role as it is now and names them in the activity log. A new role or a removal ends their
// sessions at once.

const { app, admin } = await buildWithAdmin();

let people = 0;
const newAddress = () => {
  people += 1;
  return `staff${people}@club.example`;
};

/** The link's token and the code in a staff sign-in e-mail. */
function staffSecretIn(text: string) {
  const token = /\/admin\/login#token=([\w-]+)/.exec(text)?.[1];
  const code = /code on the sign-in page: (\d{6})/.exec(text)?.[1];
  if (!token || !code) throw new Error(`no staff sign-in link or code in:\n${text}`);
  return { token, code };
}

const invite = (payload: unknown) => admin({ method: 'POST', url: '/api/admin/staff', payload });

async function invited(role: StaffRole, name = 'Ana Ruiz') {
  const email = newAddress();
  const made = await invite({ name, email, role });
  expect(made.statusCode, made.body).toBe(201);
  await app.jobs.drain();
  const mail = await latestMailTo(app, email);
  return { id: made.json<{ id: number }>().id, email, mail, ...staffSecretIn(mail?.text ?? '') };
}

const withLink = (token: string) =>
  app.inject({ method: 'POST', url: '/api/admin/sign-in/link', payload: { token } });
const withCode = (email: string, code: string, remoteAddress = freshAddress()) =>
  app.inject({ method: 'POST', url: '/api/admin/sign-in/code', payload: { email, code }, remoteAddress });
const askForLink = (email: string, remoteAddress = freshAddress()) =>
  app.inject({ method: 'POST', url: '/api/admin/sign-in', payload: { email }, remoteAddress });

async function signedInWithLink(token: string) {
  const answer = await withLink(token);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ token: string }>().token;
}

const session = (token: string) => app.inject({ url: '/api/admin/session', headers: bearer(token) });

describe('staff accounts', () => {
  it('let the owner invite a manager, who signs in from the invitation and is named in the log', async () => {
    const ana = await invited('manager', 'Ana Ruiz');
    expect(ana.mail?.subject).toBe('You are invited to run MESC');
    expect(ana.mail?.text).toContain('Hello Ana Ruiz,');
    expect(ana.mail?.text).toContain('Shared admin password invited you');
    expect(ana.mail?.text).toContain('Your role: Manager.');

    const token = await signedInWithLink(ana.token);
    expect((await session(token)).json()).toMatchObject({
      role: 'manager',
      actor: `Ana Ruiz <${ana.email}>`,
    });

    const made = await app.inject({
      method: 'POST',
      url: '/api/admin/sponsors',
      headers: bearer(token),
      payload: { name: 'Ana Sponsor', logoUrl: '/objects/logo.png', websiteUrl: 'https://ana.example' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const [line] = await app.db.select().from(staffActions).orderBy(desc(staffActions.id)).limit(1);
    expect(line).toMatchObject({
      staffId: ana.id,
      actor: `Ana Ruiz <${ana.email}>`,
      role: 'manager',
      status: 201,
    });

    const listed = await admin({ method: 'GET', url: '/api/admin/staff' });
    expect(listed.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: ana.id, role: 'manager', invitedBy: 'Shared admin password' }),
      ]),
    );
    expect(
      listed.json<{ id: number; lastSignedInAt: string | null }[]>().find((s) => s.id === ana.id)
        ?.lastSignedInAt,
    ).not.toBeNull();
  });

  it('refuse what the role does not allow, and the refusal is in the log with their name', async () => {
    const door = await invited('door', 'Dee Door');
    const token = await signedInWithLink(door.token);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/admin/events',
      headers: bearer(token),
      payload: {},
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: PERMISSION_REFUSED, code: 'staff_permission_required' });
    const [line] = await app.db.select().from(staffActions).orderBy(desc(staffActions.id)).limit(1);
    expect(line).toMatchObject({
      actor: `Dee Door <${door.email}>`,
      role: 'door',
      status: 403,
      route: '/api/admin/events',
    });
    // And the staff list is the owner's alone.
    expect((await app.inject({ url: '/api/admin/staff', headers: bearer(token) })).statusCode).toBe(403);
  });

  it('sign a person in with the code when the link opens in another browser, once', async () => {
    const ed = await invited('editor', 'Ed Itor');
    const answer = await withCode(ed.email.toUpperCase(), ed.code);
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await session(answer.json<{ token: string }>().token)).json()).toMatchObject({ role: 'editor' });
    // Used up: neither the code nor its link opens a second session.
    expect((await withCode(ed.email, ed.code)).json()).toMatchObject({ message: STAFF_CODE_REFUSED });
    expect((await withLink(ed.token)).json()).toMatchObject({ message: STAFF_LINK_REFUSED });
  });

  it('send a new link to a staff address asked on the login page, and the same words to any other', async () => {
    const mo = await invited('manager', 'Mo Manager');
    await signedInWithLink(mo.token);
    const asked = await askForLink(mo.email);
    expect(asked.json()).toEqual({ message: STAFF_SIGN_IN_SENT });
    await app.jobs.drain();
    const mail = await latestMailTo(app, mo.email);
    expect(mail?.subject).toBe('Your MESC staff sign-in link');
    await signedInWithLink(staffSecretIn(mail?.text ?? '').token);

    const before = await rowCounts(app);
    const stranger = await askForLink('not-staff@club.example');
    expect(stranger.json()).toEqual({ message: STAFF_SIGN_IN_SENT });
    await app.jobs.drain();
    expect((await rowCounts(app)).mail_outbox).toBe(before.mail_outbox);
  });

  it("never opens a staff session with a member's sign-in link, or a member session with a staff link", async () => {
    const vi = await invited('editor', 'Vi Editor');
    const asMember = await app.inject({
      method: 'POST',
      url: '/api/members/sign-in/link',
      payload: { token: vi.token },
    });
    expect(asMember.statusCode).toBe(400);
    expect(asMember.headers['set-cookie']).toBeUndefined();
    // The staff link is still unused, and works where it belongs.
    await signedInWithLink(vi.token);

    // The other way, for the same inbox: the same person joins as a member, and the member
    // e-mail's link and code open no staff session, then still sign the member in.
    expect((await joinFree(app, vi.email, 'Vi Editor')).statusCode).toBe(200);
    await app.jobs.drain();
    const memberMail = await latestMailTo(app, vi.email);
    const member = signInSecretIn(memberMail?.text ?? '');
    for (const refused of [await withLink(member.token), await withCode(vi.email, member.code)]) {
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).not.toHaveProperty('token');
    }
    const signedIn = await useLink(app, member.token);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    memberCookie(signedIn);
  });

  it('end every session of a person at once when the owner changes their role, who then signs in with the new one', async () => {
    const ro = await invited('manager', 'Ro Role');
    const first = await signedInWithLink(ro.token);
    const changed = await admin({
      method: 'PATCH',
      url: `/api/admin/staff/${ro.id}`,
      payload: { role: 'editor' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ role: 'editor' });
    expect((await session(first)).statusCode).toBe(401);

    await askForLink(ro.email);
    await app.jobs.drain();
    const again = await signedInWithLink(
      staffSecretIn((await latestMailTo(app, ro.email))?.text ?? '').token,
    );
    expect((await session(again)).json()).toMatchObject({ role: 'editor' });
  });

  it('end every session and every unused link of a removed person, whose name stays in the log', async () => {
    const al = await invited('manager', 'Al Gone');
    const open = await signedInWithLink(al.token);
    await app.inject({
      method: 'POST',
      url: '/api/admin/sign-in',
      payload: { email: al.email },
      remoteAddress: freshAddress(),
    });
    await app.jobs.drain();
    const unused = staffSecretIn((await latestMailTo(app, al.email))?.text ?? '');

    const removed = await admin({ method: 'DELETE', url: `/api/admin/staff/${al.id}` });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await session(open)).statusCode).toBe(401);
    expect((await withLink(unused.token)).statusCode).toBe(400);
    expect((await withCode(al.email, unused.code)).statusCode).toBe(400);
    expect((await admin({ method: 'GET', url: '/api/admin/staff' })).json()).not.toEqual(
      expect.arrayContaining([expect.objectContaining({ id: al.id })]),
    );
    // Gone twice is not found; the address may be invited again, as a new person.
    expect((await admin({ method: 'DELETE', url: `/api/admin/staff/${al.id}` })).statusCode).toBe(404);
    const back = await invite({ name: 'Al Back', email: al.email, role: 'door' });
    expect(back.statusCode, back.body).toBe(201);
    expect(back.json<{ id: number }>().id).not.toBe(al.id);
  });

  it('refuse a second invitation to an address already on the staff, in any letter case', async () => {
    const email = newAddress();
    expect((await invite({ name: 'Twin One', email, role: 'door' })).statusCode).toBe(201);
    await app.jobs.drain();
    const before = await rowCounts(app);
    const again = await invite({ name: 'Twin Two', email: email.toUpperCase(), role: 'manager' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'conflict',
      message: 'This address already belongs to a staff member.',
    });
    expect(await rowCounts(app)).toEqual(before);
  });

  it('refuse an invitation with a bad name, address or role with a message, storing nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          name: fc.oneof(
            fc.string({ unit: 'grapheme', maxLength: 120 }),
            fc.constantFrom('', '  ', '\u0000', 'a'.repeat(101)),
          ),
          email: fc.oneof(fc.string({ unit: 'grapheme', maxLength: 40 }), fc.constant('ok@club.example')),
          role: fc.oneof(fc.constantFrom(...STAFF_ROLES), fc.string({ maxLength: 10 })),
        }),
        async (input) => {
          await app.jobs.drain();
          const before = await rowCounts(app);
          const answer = await invite(input);
          if (answer.statusCode === 201) {
            // A valid one: undo it so the next run starts from the same rows.
            await admin({ method: 'DELETE', url: `/api/admin/staff/${answer.json<{ id: number }>().id}` });
            return;
          }
          expect([400, 409], answer.body).toContain(answer.statusCode);
          expect(answer.json()).toEqual({ message: expect.any(String), code: expect.any(String) });
          expect(await rowCounts(app)).toEqual(before);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('keep the owner role a staff member holds from the staff row, not from when they signed in', async () => {
    const ow = await invited('owner', 'Ow Ner');
    const token = await signedInWithLink(ow.token);
    // A change written under the app (as another process would): the next request acts with it.
    await app.db.update(staffMembers).set({ role: 'door' }).where(eq(staffMembers.id, ow.id));
    expect((await session(token)).json()).toMatchObject({ role: 'door' });
    expect((await app.inject({ url: '/api/admin/staff', headers: bearer(token) })).statusCode).toBe(403);
  });
});

describe('an editor', () => {
  it("changes a night's words and picture, and nothing else of it", async () => {
    const editor = (await createSession(app.db, 1, 'editor')).token;
    const made = await admin({
      method: 'POST',
      url: '/api/admin/events',
      payload: {
        title: 'Words Night',
        description: 'Old words.',
        category: 'UFC',
        date: new Date(Date.now() + 10 * 86_400_000).toISOString(),
        price: 2500,
        draft: true,
      },
    });
    const event = made.json<{ id: number; date: string }>();
    const listed = await app.inject({ url: '/api/admin/event-texts', headers: bearer(editor) });
    expect(listed.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: event.id, title: 'Words Night', draft: true })]),
    );
    const changed = await app.inject({
      method: 'PATCH',
      url: `/api/admin/events/${event.id}/text`,
      headers: bearer(editor),
      // A price sent along is not the text's: it is not read.
      payload: {
        title: 'Better Words Night',
        description: 'New words.',
        imageUrl: '/objects/night.png',
        price: 1,
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      title: 'Better Words Night',
      description: 'New words.',
      imageUrl: '/objects/night.png',
      price: 2500,
      date: event.date,
    });
    // The rest of a night is the events permission's.
    const full = await app.inject({
      method: 'PUT',
      url: `/api/admin/events/${event.id}`,
      headers: bearer(editor),
      payload: {},
    });
    expect(full.statusCode).toBe(403);
    const bad = await app.inject({
      method: 'PATCH',
      url: `/api/admin/events/${event.id}/text`,
      headers: bearer(editor),
      payload: { title: '', description: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    const gone = await app.inject({
      method: 'PATCH',
      url: '/api/admin/events/999999/text',
      headers: bearer(editor),
      payload: { title: 'T', description: 'D' },
    });
    expect(gone.statusCode).toBe(404);
  });
});
