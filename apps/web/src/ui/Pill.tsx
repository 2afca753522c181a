import type { ReactNode } from 'react';

/** 'pill': a status on its own (a session's, a recipe copy's); 'inline': one inside a line of text; 'badge': a small tag beside a name. */
export type PillShape = 'pill' | 'inline' | 'badge';

const SHAPE_CLASS: Record<PillShape, string> = { pill: 'status-pill', inline: 'copy-status', badge: 'badge' };

interface PillProps {
  shape?: PillShape;
  /** The colour class (ui.css, or the feature's sheet): e.g. 'status-active', 'copy-waiting', 'badge-host'. */
  tone?: string;
  title?: string;
  children: ReactNode;
}

/** A rounded label: a status pill or a small badge (styles in ui.css, "Pills"). */
export function Pill({ shape = 'pill', tone, title, children }: PillProps) {
  return (
    <span className={tone ? `${SHAPE_CLASS[shape]} ${tone}` : SHAPE_CLASS[shape]} title={title}>
      {children}
    </span>
  );
}
