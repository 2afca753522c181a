import pino, { type Logger, type LoggerOptions } from 'pino';
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
  if (format === 'json') return pino({ level: options.level, hooks: QUIET_HOOKS }, out);
  const stream = pretty({
    destination: out,
    colorize: Boolean(out.isTTY),
    translateTime: 'HH:MM:ss',
    ignore: 'pid,hostname,reqId',
    sync: true,
  });
  return pino({ level: options.level, hooks: QUIET_HOOKS }, stream);
}

/** Whether a logged value is a stream ended early by its reader (a browser that closed the page mid-answer). */
function isPrematureClose(value: unknown): boolean {
  const err = value instanceof Error ? value : (value as { err?: unknown } | null)?.err;
  if (!(err instanceof Error)) return false;
  return (err as { code?: unknown }).code === 'ERR_STREAM_PREMATURE_CLOSE' || err.message === 'premature close';
}

/**
 * A browser that closes a page while an answer is still being sent is not a server error, but
 * @fastify/compress logs the stream's 'premature close' at error level every time (issue 38.12):
 * such a line goes out at debug level instead. Every other line is untouched.
 */
export const QUIET_HOOKS: NonNullable<LoggerOptions['hooks']> = {
  logMethod(args, method, level) {
    if (level >= 50 && isPrematureClose(args[0])) {
      (this as Logger).debug(...(args as [object, string]));
      return;
    }
    method.apply(this, args);
  },
};
