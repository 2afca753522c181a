/**
 * The 'Serve at' field holds a wall-clock time (19:30). It means today, or tomorrow when that
 * time passed more than an hour ago (a host planning tomorrow's lunch after today's).
 */
export function serveAtIso(hhmm: string, now: Date = new Date()): string | null {
  const m = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(hhmm.trim());
  if (!m) return null;
  const d = new Date(now);
  d.setHours(Number(m[1]), Number(m[2]), 0, 0);
  if (d.getTime() < now.getTime() - 3600_000) d.setDate(d.getDate() + 1);
  return d.toISOString();
}

/** The stored serve time back as the field shows it ('19:30', local time). */
export function serveAtField(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
}
