import './kitchens.css';
import type { Kitchen } from '@brigade/contracts';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useFormat, useT } from '../../i18n';
import { Banner, Button, ButtonLink } from '../../ui';
import { CARD_EQUIPMENT_LIMIT, equipmentName } from './equipment';

interface KitchenCardProps {
  kitchen: Kitchen;
  deleting: boolean;
  /** Deletes the kitchen; false when the server refused (the page passes the reason as `error`). */
  onDelete: (kitchen: Kitchen) => Promise<boolean>;
  /** Why the last delete of this kitchen was refused, shown on the card. */
  error: string | null;
  onDismissError: () => void;
}

export function KitchenCard({ kitchen, deleting, onDelete, error, onDismissError }: KitchenCardProps) {
  const t = useT();
  const f = useFormat();
  const [confirming, setConfirming] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  // Refused: the question closes and focus goes back to Delete, under the reason.
  const confirmDelete = async () => {
    if (await onDelete(kitchen)) return;
    // Committed at once, so the Delete button exists when focus moves (a frame callback could run before React's render).
    flushSync(() => setConfirming(false));
    deleteButton.current?.focus();
  };
  const shown = kitchen.equipment.slice(0, CARD_EQUIPMENT_LIMIT);
  const more = kitchen.equipment.length > CARD_EQUIPMENT_LIMIT;
  const headingId = `kitchen-${kitchen.id}-name`;

  return (
    <article className="card kitchen-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="card-title">
        {kitchen.name}
      </h2>
      {kitchen.description && <p className="muted">{kitchen.description}</p>}
      <ul className="chip-list equipment-list" aria-label={t('account.kitchens.card.equipment')}>
        {shown.map((item) => (
          <li key={item.equipment_type}>
            {t('account.kitchens.card.item', { count: f.number(item.quantity), name: equipmentName(t, item.equipment_type) })}
          </li>
        ))}
        {more && (
          <li className="equipment-more" aria-label={t('account.kitchens.card.more', { count: f.number(kitchen.equipment.length - CARD_EQUIPMENT_LIMIT) })}>
            …
          </li>
        )}
      </ul>
      {/* Every piece counted, then the stations (non-portable pieces, spec 01 §4), so '7 stations' never reads as a miscount of 8 things. */}
      <p className="kitchen-counts">
        <span className="equipment-count">{t('account.kitchens.card.items', { count: kitchen.equipment.reduce((sum, item) => sum + item.quantity, 0) })}</span>
        {' · '}
        <span className="station-count">{t('account.kitchens.card.stations', { count: kitchen.station_count })}</span>
      </p>
      {error && <Banner onDismiss={onDismissError}>{error}</Banner>}
      {confirming ? (
        <div className="confirm" role="group" aria-label={t('account.kitchens.card.deleteLabel', { name: kitchen.name })}>
          <p>{t('account.kitchens.card.deleteQuestion', { name: kitchen.name })}</p>
          <div className="card-actions">
            <Button variant="danger" busy={deleting} onClick={() => void confirmDelete()}>
              {deleting ? t('account.kitchens.card.deleting') : t('account.kitchens.card.yesDelete')}
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)} disabled={deleting}>
              {t('account.kitchens.card.keep')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="card-actions">
          <ButtonLink to={`/kitchens/${kitchen.id}/edit`} variant="secondary">
            {t('account.kitchens.card.edit')}
          </ButtonLink>
          <Button ref={deleteButton} variant="ghost" className="button-danger-text" onClick={() => setConfirming(true)}>
            {t('account.kitchens.card.delete')}
          </Button>
        </div>
      )}
    </article>
  );
}
