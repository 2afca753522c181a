type AudioContextCtor = typeof AudioContext;
let audio: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (audio) return audio;
  const Ctor = (globalThis as unknown as { AudioContext?: AudioContextCtor; webkitAudioContext?: AudioContextCtor }).AudioContext ??
    (globalThis as unknown as { webkitAudioContext?: AudioContextCtor }).webkitAudioContext;
  if (!Ctor) return null;
  try {
    audio = new Ctor();
  } catch {
    return null;
  }
  return audio;
}

/** Browsers only allow sound after a tap: call this from a click so a later timer can ring. */
export function primeAudio(): void {
  const ctx = audioContext();
  if (ctx?.state === 'suspended') void ctx.resume().catch(() => undefined);
}

/** A short kitchen-timer beep (three pips, or `pips`) and a vibration where the phone supports it. */
export function ringTimer(pips = 3): void {
  try {
    const ctx = audioContext();
    if (ctx) {
      if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
      for (let i = 0; i < pips; i++) {
        const start = ctx.currentTime + i * 0.25;
        const osc = ctx.createOscillator();
        const gain = ctx.createGain();
        osc.type = 'sine';
        osc.frequency.value = 880;
        gain.gain.setValueAtTime(0.0001, start);
        gain.gain.exponentialRampToValueAtTime(0.3, start + 0.02);
        gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.18);
        osc.connect(gain).connect(ctx.destination);
        osc.start(start);
        osc.stop(start + 0.2);
      }
    }
  } catch {
    // No sound available: the toast and vibration still tell the cook.
  }
  try {
    globalThis.navigator.vibrate?.(pips >= 3 ? [200, 100, 200, 100, 200] : [300]);
  } catch {
    // Not supported.
  }
}
