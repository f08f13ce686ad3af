import { hashKey, type InferDataFromTag, type QueryKey } from '@tanstack/react-query';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountQuery } from '../../client/features/account/api';
import { eventCategoriesQuery, eventKeys, eventsQuery } from '../../client/features/events/api';
import { meQuery } from '../../client/features/members/api';
import { paymentConfigQuery } from '../../client/features/payments/api';
import { pitchDeckQuery, sponsorsQuery } from '../../client/features/sponsors/api';
import { productsQuery, storeKeys } from '../../client/features/store/api';
import { memberTicketsQuery } from '../../client/features/tickets/api';
import { memberWaitlistQuery } from '../../client/features/waitlist/api';
import { wallOfFameQuery } from '../../client/features/wall-of-fame/api';
import { queryRoots } from '../../client/lib/query-roots';
import type { RouteDef } from '../../client/routes';
import { eventListQuerySchema } from '../../shared/events-schema';
import { SIGN_IN_NEEDED } from '../../shared/members';
import { productListQuerySchema } from '../../shared/store-schema';
import { HttpError } from '../errors';
import { account, memberSelf, memberTickets, memberWaitlist } from '../features/account/service';
import { cachedEvent, cachedEventCategories, cachedEvents } from '../features/events/service';
import { currentMember } from '../features/members/request';
import { paymentConfig } from '../features/payments/service';
import { cachedPitchDeck, cachedSponsors } from '../features/sponsors/service';
import { cachedCatalog, cachedProducts } from '../features/store/service';
import { cachedWallOfFame } from '../features/wall-of-fame/service';

type Params = Record<string, string>;

/** Who asks for the page: read from the request's session cookie once, when a query needs it. */
export interface PageViewer {
  session: () => ReturnType<typeof currentMember>;
}

type Load<T> = (app: FastifyInstance, params: Params, viewer: PageViewer) => Promise<T>;

interface ServerLoader {
  queryKey: QueryKey;
  load: Load<unknown>;
}

/** The viewer's session, for a query only a member has (a visitor's page leaves it to the browser). */
async function signedIn(viewer: PageViewer) {
  const session = await viewer.session();
  if (!session) throw new HttpError(401, 'sign_in_required', SIGN_IN_NEEDED);
  return session;
}

/** The server's answer to a query of the client's api modules, of the type that query holds. */
function loader<TKey extends QueryKey>(
  query: { queryKey: TKey },
  load: Load<InferDataFromTag<unknown, TKey>>,
): ServerLoader {
  return { queryKey: query.queryKey, load };
}

// What a page's query means on the server: the same cached answer the API route sends, without
// an HTTP round trip to itself. A query whose key ends in an object of parameters (the events of
// one category) is answered by the loader of the key before it, given those parameters.
const loaders: ServerLoader[] = [
  // Every list of events: its parameters are read as the API reads its query string; a list the
  // API would refuse shows the next events rather than failing the page.
  loader(eventsQuery, async (app, params) => {
    const query = eventListQuerySchema.safeParse(params);
    return (await cachedEvents(app, query.success ? query.data : {})).data;
  }),
  // The category chips of the events page.
  loader(eventCategoriesQuery, async (app) => (await cachedEventCategories(app)).data),
  // An event page's event; the page's route has found it already (an unknown id is its 404).
  loader(
    { queryKey: eventKeys.single() },
    async (app, params) => (await cachedEvent(app, Number(params.id))).data,
  ),
  loader(productsQuery, async (app) => (await cachedProducts(app)).data),
  // A page of the store: its parameters read as the API reads its query string.
  loader({ queryKey: storeKeys.catalog() }, async (app, params) => {
    const query = productListQuerySchema.safeParse(params);
    return (await cachedCatalog(app, query.success ? query.data : {})).data;
  }),
  loader(sponsorsQuery, async (app) => (await cachedSponsors(app)).data),
  loader(pitchDeckQuery, async (app) => (await cachedPitchDeck(app)).data),
  loader(paymentConfigQuery, async (app) => paymentConfig(app)),
  loader(wallOfFameQuery, async (app) => (await cachedWallOfFame(app)).data),
  // The member's own page: who is signed in and their account, from the request's session cookie.
  // A page holding these is personal (isPersonalQuery): rendered for its request only, never kept.
  loader(meQuery, async (app, _params, viewer) => {
    const session = await viewer.session();
    return session ? memberSelf(app, session.member) : null;
  }),
  loader(accountQuery, async (app, _params, viewer) => account(app, await signedIn(viewer))),
  loader(memberTicketsQuery, async (app, _params, viewer) => memberTickets(app, await signedIn(viewer))),
  loader(memberWaitlistQuery, async (app, _params, viewer) => memberWaitlist(app, await signedIn(viewer))),
];

const byKey = new Map(loaders.map((entry) => [hashKey(entry.queryKey), entry]));

/** The keys the server has a loader for. */
export const serverLoaderKeys: readonly QueryKey[] = loaders.map((entry) => entry.queryKey);

/** A query key without its trailing object of parameters, and those parameters. */
export function splitQueryKey(queryKey: QueryKey): { key: QueryKey; params: Params } {
  const last = queryKey.at(-1);
  return last !== null && typeof last === 'object' && !Array.isArray(last)
    ? { key: queryKey.slice(0, -1), params: last as Params }
    : { key: queryKey, params: {} };
}

export function hasServerLoader(queryKey: QueryKey): boolean {
  return byKey.has(hashKey(splitQueryKey(queryKey).key));
}

/** A query about the signed-in member: the page that holds it is that member's alone. */
export function isPersonalQuery(queryKey: QueryKey): boolean {
  return queryRoots.member.every((word, i) => queryKey[i] === word);
}

/**
 * Whether a route's page holds the signed-in member's data. Only a route with a fixed list of
 * queries may (a page whose queries follow its address is a public page, kept for everyone:
 * page-data.test.ts holds every such route to it), so this is known without building
 * the queries, which a cached page's request must not pay for.
 */
export function isPersonalRoute(route: RouteDef): boolean {
  return (
    typeof route.queries !== 'function' && route.queries.some(({ queryKey }) => isPersonalQuery(queryKey))
  );
}

/** The viewer of one page request; the session is looked up at most once. */
export function pageViewer(app: FastifyInstance, request: FastifyRequest): PageViewer {
  let session: ReturnType<typeof currentMember> | undefined;
  return { session: () => (session ??= currentMember(app, request)) };
}

export function loadPageQuery(
  app: FastifyInstance,
  queryKey: QueryKey,
  viewer: PageViewer,
): Promise<unknown> {
  const { key, params } = splitQueryKey(queryKey);
  const entry = byKey.get(hashKey(key));
  if (!entry) throw new Error(`No server loader for query ${JSON.stringify(queryKey)}`);
  return entry.load(app, params, viewer);
}
