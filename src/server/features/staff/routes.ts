import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginAnswerSchema } from '../../../shared/admin-auth';
import { messageAnswer } from '../../../shared/message-answer';
import {
  recoveryCodesSchema,
  secondStepCodeSchema,
  secondStepRequiredSchema,
  secondStepSetupSchema,
  secondStepSignInSchema,
  signInCodeSchema,
  signInLinkSchema,
  signInRequestSchema,
  staffInviteSchema,
  staffMemberSchema,
  staffRoleChangeSchema,
  staffSignInAnswerSchema,
} from '../../../shared/staff';
import { errorResponses } from '../../errors';
import { publicPostLimits } from '../../http/public-posts';
import {
  changeRole,
  confirmSecondStep,
  finishSecondStepSignIn,
  inviteStaff,
  isSecondStepRequired,
  listStaff,
  removeStaff,
  requestStaffSignIn,
  requireSecondStep,
  staffAsItIs,
  staffSignInWithCode,
  staffSignInWithLink,
  startSecondStep,
  turnOffSecondStep,
} from './service';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Staff signing in as themselves: outside the admin API, like the password login (it is how a session starts). */
export async function staffSignInRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  app.post(
    '/api/admin/sign-in',
    {
      ...publicPostLimits(app),
      schema: { body: signInRequestSchema, response: { 200: messageAnswer, ...errorResponses(400, 429) } },
    },
    async (request) => ({ message: await requestStaffSignIn(app, request.ip, request.body.email) }),
  );
  app.post(
    '/api/admin/sign-in/link',
    {
      ...publicPostLimits(app),
      schema: {
        body: signInLinkSchema,
        response: { 200: staffSignInAnswerSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => staffSignInWithLink(app, request.body.token),
  );
  app.post(
    '/api/admin/sign-in/code',
    {
      ...publicPostLimits(app),
      schema: {
        body: signInCodeSchema,
        response: { 200: staffSignInAnswerSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => staffSignInWithCode(app, request.ip, request.body),
  );
  app.post(
    '/api/admin/sign-in/second-step',
    {
      ...publicPostLimits(app),
      schema: {
        body: secondStepSignInSchema,
        response: { 200: loginAnswerSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => finishSecondStepSignIn(app, request.ip, request.body),
  );
}

/** The Staff tab: the owner invites people, changes their role, removes them. */
export async function staffAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const config = { permission: 'staff' } as const;
  // Who the person was before a new role or their removal, for the activity log.
  const withSnapshot = {
    ...config,
    snapshot: async (_app: FastifyInstance, request: FastifyRequest) =>
      staffAsItIs(app, (request.params as { id: number }).id),
  };
  app.get(
    '/api/admin/staff',
    { config, schema: { response: { 200: z.array(staffMemberSchema), ...errorResponses(401, 403) } } },
    async () => listStaff(app),
  );
  app.post(
    '/api/admin/staff',
    {
      config,
      schema: {
        body: staffInviteSchema,
        response: { 201: staffMemberSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      // The admin API's hook set the session before any route runs.
      const inviter = request.adminSession?.actor ?? '';
      reply.code(201);
      return inviteStaff(app, inviter, request.body);
    },
  );
  app.patch(
    '/api/admin/staff/:id',
    {
      config: withSnapshot,
      schema: {
        params: idParams,
        body: staffRoleChangeSchema,
        response: { 200: staffMemberSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => changeRole(app, request.params.id, request.body.role),
  );
  app.delete(
    '/api/admin/staff/:id',
    {
      config: withSnapshot,
      schema: { params: idParams, response: { 200: messageAnswer, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => {
      await removeStaff(app, request.params.id);
      return { message: 'Staff member removed' };
    },
  );
}

/** One's own second step (a one-time-code app): set it up, confirm it, turn it off. Every role may ask; the service says who may have one. */
export async function secondStepRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const config = { permission: 'session' } as const;
  const person = (request: FastifyRequest) => {
    const session = request.adminSession as NonNullable<FastifyRequest['adminSession']>;
    return { staffId: session.staffId, role: session.role };
  };
  app.post(
    '/api/admin/me/second-step',
    { config, schema: { response: { 200: secondStepSetupSchema, ...errorResponses(401, 403, 409) } } },
    async (request) => startSecondStep(app, person(request)),
  );
  app.post(
    '/api/admin/me/second-step/confirm',
    {
      config,
      schema: {
        body: secondStepCodeSchema,
        response: { 200: recoveryCodesSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => confirmSecondStep(app, person(request), request.body.code),
  );
  app.delete(
    '/api/admin/me/second-step',
    {
      // Turned off only from on (a refusal keeps no "before").
      config: { ...config, snapshot: async () => ({ oneTimeCodeApp: 'on' }) },
      schema: {
        body: secondStepCodeSchema,
        response: { 200: messageAnswer, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => {
      await turnOffSecondStep(app, person(request), request.body.code);
      return { message: 'The one-time-code app is off' };
    },
  );
  app.get(
    '/api/admin/settings/second-step',
    {
      config: { permission: 'staff' },
      schema: { response: { 200: secondStepRequiredSchema, ...errorResponses(401, 403) } },
    },
    async () => ({ required: await isSecondStepRequired(app) }),
  );
  app.put(
    '/api/admin/settings/second-step',
    {
      config: { permission: 'staff', snapshot: async () => ({ required: await isSecondStepRequired(app) }) },
      schema: {
        body: secondStepRequiredSchema,
        response: { 200: secondStepRequiredSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => {
      await requireSecondStep(app, request.body.required, person(request));
      return { required: request.body.required };
    },
  );
}
