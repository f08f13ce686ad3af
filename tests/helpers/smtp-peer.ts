import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpPeerOptions {
  /** Listen on this port (a server that comes up where the app already points); default: any free one. */
  port?: number;
  /** Refuse every message with this reply (e.g. 550: no such mailbox). */
  refuseWith?: { code: number; message: string };
  /** Wait this long before accepting a message (the sender can be killed mid-delivery meanwhile). */
  acceptAfterMs?: number;
  /** Called when a message's data has arrived, before the server accepts it. */
  onData?: () => void;
}

/**
 * A real SMTP server on a local port that keeps what it accepts. A message counts as received only
 * once the server has said so (250) to a sender still connected: one whose sender went away before
 * that answer was never delivered, as with any mail server.
 */
export async function startSmtpPeer(options: SmtpPeerOptions = {}) {
  const received: ReceivedMail[] = [];
  const gone = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onClose(session) {
      gone.add(session.id);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        options.onData?.();
        if (options.refuseWith) {
          const error = Object.assign(new Error(options.refuseWith.message), {
            responseCode: options.refuseWith.code,
          });
          callback(error);
          return;
        }
        const accept = () => {
          if (gone.has(session.id)) return;
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        };
        if (options.acceptAfterMs) setTimeout(accept, options.acceptAfterMs);
        else accept();
      });
    },
  });
  let closed = false;
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        if (closed) return resolve();
        closed = true;
        server.close(() => resolve());
      }),
  };
}
