import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  billingPortalAnswerSchema,
  managedMembershipSchema,
  manageTokenSchema,
  membershipConfirmAnswerSchema,
  membershipPaymentConfirmSchema,
  membershipPaymentRequestSchema,
  membershipPaymentStartSchema,
  paymentConfigSchema,
} from '../../../shared/membership';
import { errorResponses } from '../../errors';
import { publicPostLimits } from '../../public-posts';
import {
  billingPortalUrl,
  cancelMembership,
  confirmMembershipPayment,
  describeMembership,
  paymentConfig,
  startMembershipPayment,
} from './service';

export async function membershipRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // Public by design: the publishable key is meant for browsers; the secret key never leaves.
  app.get('/api/payments/config', { schema: { response: { 200: paymentConfigSchema } } }, async () =>
    paymentConfig(app),
  );

  app.post(
    '/api/create-membership-payment',
    {
      ...publicPostLimits(app),
      schema: {
        body: membershipPaymentRequestSchema,
        response: { 200: membershipPaymentStartSchema, ...errorResponses(400, 409, 413, 429) },
      },
    },
    async (request) => startMembershipPayment(app, request.body),
  );

  app.post(
    '/api/confirm-membership-payment',
    {
      ...publicPostLimits(app),
      schema: {
        body: membershipPaymentConfirmSchema,
        response: { 200: membershipConfirmAnswerSchema, ...errorResponses(400, 404, 409, 413, 429) },
      },
    },
    async (request) => ({ member: await confirmMembershipPayment(app, request.body.paymentIntentId) }),
  );

  // The "Manage membership" page: the token comes in the body, never in a logged URL.
  app.post(
    '/api/membership/manage',
    {
      ...publicPostLimits(app),
      schema: {
        body: manageTokenSchema,
        response: { 200: managedMembershipSchema, ...errorResponses(400, 404, 413, 429) },
      },
    },
    async (request) => describeMembership(app, request.body.token),
  );

  app.post(
    '/api/membership/portal',
    {
      ...publicPostLimits(app),
      schema: {
        body: manageTokenSchema,
        response: { 200: billingPortalAnswerSchema, ...errorResponses(400, 404, 409, 413, 429) },
      },
    },
    async (request) => ({ url: await billingPortalUrl(app, request.body.token) }),
  );

  app.post(
    '/api/membership/cancel',
    {
      ...publicPostLimits(app),
      schema: {
        body: manageTokenSchema,
        response: { 200: managedMembershipSchema, ...errorResponses(400, 404, 413, 429) },
      },
    },
    async (request) => cancelMembership(app, request.body.token),
  );
}
