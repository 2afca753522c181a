import { useEffect, useRef, useState } from 'react';
import { COOK_TIMINGS } from './messages';

const COLOURS = ['#b4532a', '#3f7d58', '#f2b134', '#1d5fd1', '#e0607e', '#8f3e1c'];

interface Piece {
  x: number;
  y: number;
  vx: number;
  vy: number;
  size: number;
  spin: number;
  angle: number;
  colour: string;
}

/**
 * A tiny canvas confetti: starts `delayMs` after `fire` turns true, throws a burst every 250 ms
 * for about 3 s, then fades away and unmounts its canvas. Fires once per mount.
 */
export function Confetti({ fire }: { fire: boolean }) {
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const [phase, setPhase] = useState<'idle' | 'running' | 'done'>('idle');

  useEffect(() => {
    if (!fire || phase !== 'idle') return;
    const start = globalThis.setTimeout(() => setPhase('running'), COOK_TIMINGS.confettiDelayMs);
    return () => globalThis.clearTimeout(start);
  }, [fire, phase]);

  useEffect(() => {
    if (phase !== 'running') return;
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) {
      setPhase('done');
      return;
    }
    const reduced = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const ratio = globalThis.devicePixelRatio || 1;
    const width = globalThis.innerWidth;
    const height = globalThis.innerHeight;
    canvas.width = width * ratio;
    canvas.height = height * ratio;
    ctx.scale(ratio, ratio);
    const pieces: Piece[] = [];
    const burst = () => {
      const count = reduced ? 8 : 40;
      for (let i = 0; i < count; i++) {
        const fromLeft = Math.random() < 0.5;
        pieces.push({
          x: fromLeft ? 0 : width,
          y: height * (0.5 + Math.random() * 0.3),
          vx: (fromLeft ? 1 : -1) * (3 + Math.random() * 6),
          vy: -(8 + Math.random() * 8),
          size: 5 + Math.random() * 6,
          spin: (Math.random() - 0.5) * 0.4,
          angle: Math.random() * Math.PI,
          colour: COLOURS[i % COLOURS.length]!,
        });
      }
    };
    burst();
    const bursts = globalThis.setInterval(burst, COOK_TIMINGS.confettiBurstMs);
    const stopBursts = globalThis.setTimeout(() => globalThis.clearInterval(bursts), COOK_TIMINGS.confettiDurationMs);
    let frame = 0;
    const began = performance.now();
    const draw = () => {
      ctx.clearRect(0, 0, width, height);
      for (const p of pieces) {
        p.vy += 0.35;
        p.vx *= 0.99;
        p.x += p.vx;
        p.y += p.vy;
        p.angle += p.spin;
        ctx.save();
        ctx.translate(p.x, p.y);
        ctx.rotate(p.angle);
        ctx.fillStyle = p.colour;
        ctx.fillRect(-p.size / 2, -p.size / 4, p.size, p.size / 2);
        ctx.restore();
      }
      for (let i = pieces.length - 1; i >= 0; i--) if (pieces[i]!.y > height + 20) pieces.splice(i, 1);
      if (performance.now() - began > COOK_TIMINGS.confettiDurationMs && pieces.length === 0) {
        setPhase('done');
        return;
      }
      frame = globalThis.requestAnimationFrame(draw);
    };
    frame = globalThis.requestAnimationFrame(draw);
    return () => {
      globalThis.clearInterval(bursts);
      globalThis.clearTimeout(stopBursts);
      globalThis.cancelAnimationFrame(frame);
    };
  }, [phase]);

  if (phase !== 'running') return null;
  return <canvas ref={canvasRef} className="confetti-canvas" data-testid="confetti" aria-hidden="true" />;
}
