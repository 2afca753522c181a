import type { ReactNode } from 'react';

interface CardProps {
  title?: ReactNode;
  /** Heading level of the title inside the page outline. */
  level?: 2 | 3;
  className?: string;
  children?: ReactNode;
  actions?: ReactNode;
}

export function Card({ title, level = 2, className, children, actions }: CardProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={['card', className].filter(Boolean).join(' ')}>
      {title && <Heading className="card-title">{title}</Heading>}
      {children}
      {actions && <div className="card-actions">{actions}</div>}
    </section>
  );
}
