import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { complimentarySchema, memberPageSchema, staffNoteSchema } from '../../../shared/member-page';
import { tierChangeSchema } from '../../../shared/members';
import { messageAnswer } from '../../../shared/message-answer';
import { errorResponses } from '../../errors';
import { idParamsSchema } from '../../http/route-params';
import {
  endComplimentaryNow,
  giveComplimentary,
  memberForStaff,
  sendSignInFromStaff,
  setStaffNote,
} from '../members/service';
import { changeTierForMember, endSessionsForStaff, memberPage } from './member-page-service';

/**
 * A member's page on the dashboard (docs/admin.md, "A member's page"): what the club knows of the
 * member, and what staff do for them. Each action answers the page as it now is, or a message.
 */
export async function memberPageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The member's page as staff saw it before the change (tier, status, note, sessions), for the log.
  const memberBefore = async (_app: FastifyInstance, request: { params: unknown }) =>
    memberPage(app, (request.params as { id: number }).id).catch(() => null);
  const page = { 200: memberPageSchema };

  app.get(
    '/api/admin/members/:id',
    {
      config: { permission: 'members' },
      schema: { params: idParamsSchema, response: { ...page, ...errorResponses(400, 401, 404) } },
    },
    async (request) => memberPage(app, request.params.id),
  );

  app.put(
    '/api/admin/members/:id/note',
    {
      config: { permission: 'members', snapshot: memberBefore },
      schema: {
        params: idParamsSchema,
        body: staffNoteSchema,
        response: { ...page, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      await memberForStaff(app, request.params.id);
      await setStaffNote(app, request.params.id, request.body.note);
      return memberPage(app, request.params.id);
    },
  );

  app.post(
    '/api/admin/members/:id/sign-in-link',
    {
      // It makes a link; the member is unchanged.
      config: { permission: 'members', snapshot: false },
      schema: {
        params: idParamsSchema,
        response: { 200: messageAnswer, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => ({ message: await sendSignInFromStaff(app, request.params.id) }),
  );

  app.delete(
    '/api/admin/members/:id/sessions',
    {
      config: { permission: 'members', snapshot: memberBefore },
      schema: { params: idParamsSchema, response: { 200: messageAnswer, ...errorResponses(400, 401, 404) } },
    },
    async (request) => ({ message: await endSessionsForStaff(app, request.params.id) }),
  );

  app.post(
    '/api/admin/members/:id/tier',
    {
      config: { permission: 'members', snapshot: memberBefore },
      schema: {
        params: idParamsSchema,
        body: tierChangeSchema,
        response: { 200: messageAnswer, ...errorResponses(400, 401, 402, 404, 409, 502) },
      },
    },
    async (request) => ({ message: await changeTierForMember(app, request.params.id, request.body.tierId) }),
  );

  app.post(
    '/api/admin/members/:id/complimentary',
    {
      config: { permission: 'members', snapshot: memberBefore },
      schema: {
        params: idParamsSchema,
        body: complimentarySchema,
        response: { ...page, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      await giveComplimentary(app, request.params.id, request.body);
      return memberPage(app, request.params.id);
    },
  );

  app.delete(
    '/api/admin/members/:id/complimentary',
    {
      config: { permission: 'members', snapshot: memberBefore },
      schema: { params: idParamsSchema, response: { ...page, ...errorResponses(400, 401, 404, 409) } },
    },
    async (request) => {
      await memberForStaff(app, request.params.id);
      await endComplimentaryNow(app, request.params.id);
      return memberPage(app, request.params.id);
    },
  );
}
