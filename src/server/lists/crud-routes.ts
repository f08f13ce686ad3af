import type { FastifyInstance, FastifySchema } from 'fastify';
import type { z } from 'zod';
import { messageAnswer } from '../../shared/message-answer';
import type { StaffPermission } from '../../shared/staff-roles';
import { errorResponses, HttpError } from '../errors';
import { idParamsSchema } from '../http/route-params';
import type { CrudService } from './crud-service';

export interface CrudRouteOptions<Body extends z.ZodType, Answer extends z.ZodType> {
  /** The collection: POST here creates, PUT and DELETE `${path}/:id` update and delete. */
  path: string;
  /** The body of POST and PUT. */
  body: Body;
  /** One item as the API answers it, after a create or an update. */
  answer: Answer;
  /** The 404 message when no item has the id. */
  notFound: string;
  /** The message of a successful delete. */
  deleted: string;
  service: CrudService<z.output<Body>, z.input<Answer>>;
  /** The staff permission the three routes need (src/shared/staff-roles.ts). */
  permission: StaffPermission;
}

/**
 * The admin API's create (201 with the item), update (200 with the item) and delete (200 with
 * { message }) routes of one kind of item; an unknown id answers 404 with `notFound`.
 */
export function crudRoutes<Body extends z.ZodType, Answer extends z.ZodType>(
  app: FastifyInstance,
  { path, body, answer, notFound, deleted, service, permission }: CrudRouteOptions<Body, Answer>,
) {
  // The schemas validate the request and check the answer; typed by hand here since the zod type
  // provider cannot see through generic schemas.
  type Input = z.output<Body>;
  type WithId = { Params: z.output<typeof idParamsSchema> };
  const created: FastifySchema = { body, response: { 201: answer, ...errorResponses(400, 401) } };
  const updated: FastifySchema = {
    params: idParamsSchema,
    body,
    response: { 200: answer, ...errorResponses(400, 401, 404) },
  };
  const removed: FastifySchema = {
    params: idParamsSchema,
    response: { 200: messageAnswer, ...errorResponses(400, 401, 404) },
  };
  const missing = () => new HttpError(404, 'not_found', notFound);

  app.post(path, { schema: created, config: { permission } }, async (request, reply) => {
    const item = await service.create(app, request.body as Input);
    return reply.code(201).send(item);
  });

  // The item as it was before an update or a delete, for the activity log.
  const snapshot = async (_app: FastifyInstance, request: { params: unknown }) =>
    (await service.find(app, (request.params as { id: number }).id)) ?? null;

  app.put<WithId>(`${path}/:id`, { schema: updated, config: { permission, snapshot } }, async (request) => {
    const item = await service.update(app, request.params.id, request.body as Input);
    if (item === undefined) throw missing();
    return item;
  });

  app.delete<WithId>(
    `${path}/:id`,
    { schema: removed, config: { permission, snapshot } },
    async (request) => {
      if (!(await service.remove(app, request.params.id))) throw missing();
      return { message: deleted };
    },
  );
}
