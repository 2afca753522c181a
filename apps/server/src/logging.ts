import pino, { type Logger } from 'pino';
import pretty from 'pino-pretty';

export type LogFormat = 'pretty' | 'json';

/**
 * The server's logger. Pretty (human-readable) lines in a terminal, JSON lines when the output is
 * a file, a pipe or journald, or when LOG_FORMAT=json asks for it. pino-pretty runs as a stream in
 * this process, not as a pino transport: a transport is a worker thread loading files by name,
 * which a single-file build cannot provide.
 */
export function createLogger(options: { level: string; format?: LogFormat; destination?: NodeJS.WritableStream & { isTTY?: boolean } }): Logger {
  const out = options.destination ?? process.stdout;
  const format = options.format ?? (out.isTTY ? 'pretty' : 'json');
  if (format === 'json') return pino({ level: options.level }, out);
  const stream = pretty({
    destination: out,
    colorize: Boolean(out.isTTY),
    translateTime: 'HH:MM:ss',
    ignore: 'pid,hostname,reqId',
    sync: true,
  });
  return pino({ level: options.level }, stream);
}
