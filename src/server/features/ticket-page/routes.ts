import type { FastifyInstance, FastifyReply } from 'fastify';
import { TICKET_TEXTS } from '../../../shared/tickets';
import { HttpError } from '../../errors';
import { publicPostLimits } from '../../http/public-posts';
import { isCrossSite } from '../../http/same-site';
import { endTicket, findTicket, ticketView } from '../tickets/service';
import { offlineScript, serviceWorkerScript } from './ticket-offline';
import { confirmCancelHtml, notFoundHtml, type PageTicket, refusalHtml, ticketPageHtml } from './ticket-page';
import { fontFaces } from './ticket-page-shell';

// /tickets/<code>: the page a ticket's e-mail and QR code lead to, made here as one HTML document
// (no client code), and its cancel form. A GET never changes anything (mail scanners follow
// links): pressing the page's button asks first, and only the answer "yes", posted from this
// site's own page, cancels; then the browser is sent back to the ticket (303).

const HTML = 'text/html; charset=utf-8';
const JS = 'text/javascript; charset=utf-8';
const CODE = /^[a-z0-9]{16,64}$/;

const CROSS_SITE_TEXT =
  'A ticket can only be cancelled from its own page on this site, and this request came from somewhere else. Open your ticket and press the button there.';

async function loadTicket(app: FastifyInstance, raw: string): Promise<PageTicket | null> {
  const code = raw.toLowerCase();
  if (!CODE.test(code)) return null;
  const found = await findTicket(app, { code });
  if (!found) return null;
  return { ...ticketView(app, found.ticket, found.event), endedAt: found.ticket.statusChangedAt };
}

/** A page about one person's ticket: never stored by a browser or proxy (it changes when refunded), never indexed. */
function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .type(HTML)
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex, nofollow')
    .send(html);
}

export async function ticketPageRoutes(app: FastifyInstance) {
  let fonts: string | undefined;
  const fontCss = () => {
    fonts ??= fontFaces(app.assets.headTags('ticket'));
    return fonts;
  };

  // The cancel form posts a plain HTML form; the parser lives in this scope only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  // The worker must be served from /tickets/ to look after /tickets/ pages; checked on every visit.
  app.get('/tickets/sw.js', async (_request, reply) =>
    reply.type(JS).header('cache-control', 'no-cache').send(serviceWorkerScript),
  );
  app.get('/tickets/offline.js', async (_request, reply) =>
    reply.type(JS).header('cache-control', 'no-cache').send(offlineScript),
  );

  app.get<{ Params: { code: string } }>('/tickets/:code', async (request, reply) => {
    const ticket = await loadTicket(app, request.params.code);
    if (!ticket) return sendPage(reply, 404, notFoundHtml(fontCss()));
    return sendPage(reply, 200, ticketPageHtml(ticket, fontCss()));
  });

  // Following a link to the cancel address only asks; it never cancels.
  app.get<{ Params: { code: string } }>('/tickets/:code/cancel', async (request, reply) => {
    const ticket = await loadTicket(app, request.params.code);
    if (!ticket) return sendPage(reply, 404, notFoundHtml(fontCss()));
    if (!ticket.cancellable) return reply.redirect(`/tickets/${ticket.code}`, 303);
    return sendPage(reply, 200, confirmCancelHtml(ticket, fontCss()));
  });

  app.post<{ Params: { code: string }; Body: unknown }>(
    '/tickets/:code/cancel',
    publicPostLimits(app),
    async (request, reply) => {
      // Another site's page can post a form here; only this site's own page may.
      if (isCrossSite(request, app.config.publicUrl)) {
        return sendPage(reply, 403, refusalHtml(request.params.code, CROSS_SITE_TEXT, fontCss()));
      }
      const ticket = await loadTicket(app, request.params.code);
      if (!ticket) return sendPage(reply, 404, notFoundHtml(fontCss()));
      const body = request.body;
      const confirmed =
        typeof body === 'object' && body !== null && (body as Record<string, unknown>).confirm === 'yes';
      if (!ticket.cancellable) return sendPage(reply, 409, ticketPageHtml(ticket, fontCss(), whyNot(ticket)));
      if (!confirmed) return sendPage(reply, 200, confirmCancelHtml(ticket, fontCss()));
      try {
        await endTicket(app, { code: ticket.code }, 'holder');
      } catch (err) {
        if (!(err instanceof HttpError)) throw err;
        const now = (await loadTicket(app, ticket.code)) ?? ticket;
        return sendPage(reply, err.statusCode, ticketPageHtml(now, fontCss(), err.message));
      }
      return reply.header('cache-control', 'no-store').redirect(`/tickets/${ticket.code}`, 303);
    },
  );
}

/** Why a ticket that cannot be cancelled was not (the page shows its state too). */
function whyNot(ticket: PageTicket): string {
  if (ticket.status !== 'valid')
    return `This ${ticket.rsvp ? 'RSVP' : 'ticket'} was already ${ticket.status}.`;
  if (ticket.checkedInAt) return TICKET_TEXTS.alreadyCheckedIn;
  if (Date.parse(ticket.event.date) <= Date.now()) return TICKET_TEXTS.notCancellable;
  return TICKET_TEXTS.noRefunds;
}
