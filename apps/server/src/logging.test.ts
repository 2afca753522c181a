import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logging';

function capture(isTTY: boolean) {
  const out = Object.assign(new PassThrough(), { isTTY });
  let text = '';
  out.on('data', (d: Buffer) => (text += String(d)));
  return { out, text: () => text };
}

describe('createLogger', () => {
  it('writes JSON lines when the output is not a terminal', () => {
    const { out, text } = capture(false);
    const log = createLogger({ level: 'info', destination: out });
    log.info({ port: 3000 }, 'hello');
    log.debug('hidden at info');
    const lines = text().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 30, port: 3000, msg: 'hello' });
  });
  it('writes readable lines in a terminal, and JSON there when asked', () => {
    const tty = capture(true);
    createLogger({ level: 'info', destination: tty.out }).warn('disk almost full');
    expect(tty.text()).toMatch(/WARN.*disk almost full/);
    expect(() => JSON.parse(tty.text())).toThrow();

    const json = capture(true);
    createLogger({ level: 'info', format: 'json', destination: json.out }).warn('disk almost full');
    expect(JSON.parse(json.text())).toMatchObject({ level: 40, msg: 'disk almost full' });
  });

  it('logs a stream a browser closed mid-answer at debug level, not as an error (issue 38.12)', () => {
    const closed = () => Object.assign(new Error('premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
    const info = capture(false);
    const log = createLogger({ level: 'info', destination: info.out });
    log.error(closed()); // as @fastify/compress logs it
    log.error({ err: new Error('premature close') }, 'premature close');
    log.error(new Error('disk on fire'));
    const lines = info.text().trim().split('\n').map((l) => JSON.parse(l) as { level: number; err?: { message: string } });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, err: { message: 'disk on fire' } });

    const debug = capture(false);
    createLogger({ level: 'debug', destination: debug.out }).error(closed());
    expect(JSON.parse(debug.text())).toMatchObject({ level: 20, err: { message: 'premature close' } });
  });
});

