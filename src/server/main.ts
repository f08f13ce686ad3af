import fs from 'node:fs';
import type { Logger } from 'pino';
import { ConfigError, loadConfig } from './config';
import { batchedStdout, type LogStream, terminalLines } from './logging/log-stream';
import { startApp } from './start';

// The process entry: configuration, database, listen, and a graceful stop on SIGINT/SIGTERM.
// Any start-up failure ends the process with one clear sentence, not a stack trace.

// The log goes to stdout: JSON lines in batches for a process manager (log-stream.ts), flushed
// before the process exits, or plain lines at once for a person at a terminal (LOG_FORMAT).
let logStream: LogStream = batchedStdout();

async function main() {
  // Values in .env fill in what the environment does not set.
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const plain =
    config.logFormat === 'plain' || (config.logFormat === 'auto' && process.stdout.isTTY === true);
  if (plain) logStream = terminalLines();
  const logger = { level: config.logLevel, stream: logStream };
  const app = await startApp(config, logger);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    if (config.shutdownDrainMs > 0) {
      app.log.info(
        `${signal} received: draining for ${config.shutdownDrainMs} ms (longer while requests still come), so the proxy sends new requests elsewhere`,
      );
      await app.lifecycle.drainFor(config.shutdownDrainMs);
    }
    app.log.info(`${signal} received: finishing requests in flight, then closing the database`);
    // Closing stops accepting connections, waits for requests in flight, then runs onClose hooks.
    await app.close();
    (app.log as Logger).flush(() => process.exit(0));
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    await app.close().catch(() => {});
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') {
      throw new ConfigError(
        `Port ${config.port} is already in use: stop the other program or set PORT to a free port.`,
      );
    }
    throw err;
  }
  app.log.info(`MESC is open at ${config.publicUrl} (database: ${app.database.engine})`);
}

main().catch((err: Error) => {
  // What was logged before comes first: the reason is the last line.
  logStream.flush(() => {
    console.error(`MESC could not start: ${err.message}`);
    process.exit(1);
  });
});
