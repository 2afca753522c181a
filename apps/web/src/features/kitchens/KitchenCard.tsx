import './kitchens.css';
import type { Kitchen } from '@brigade/contracts';
import { useState } from 'react';
import { Button, ButtonLink } from '../../ui';
import { CARD_EQUIPMENT_LIMIT, equipmentLabel, stationsText } from './equipment';

interface KitchenCardProps {
  kitchen: Kitchen;
  deleting: boolean;
  onDelete: (kitchen: Kitchen) => void;
}

export function KitchenCard({ kitchen, deleting, onDelete }: KitchenCardProps) {
  const [confirming, setConfirming] = useState(false);
  const shown = kitchen.equipment.slice(0, CARD_EQUIPMENT_LIMIT);
  const more = kitchen.equipment.length > CARD_EQUIPMENT_LIMIT;
  const headingId = `kitchen-${kitchen.id}-name`;

  return (
    <article className="card kitchen-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="card-title">
        {kitchen.name}
      </h2>
      {kitchen.description && <p className="muted">{kitchen.description}</p>}
      <ul className="equipment-list" aria-label="Equipment">
        {shown.map((item) => (
          <li key={item.equipment_type}>
            {item.quantity} × {equipmentLabel(item.equipment_type)}
          </li>
        ))}
        {more && (
          <li className="equipment-more" aria-label={`and ${kitchen.equipment.length - CARD_EQUIPMENT_LIMIT} more`}>
            …
          </li>
        )}
      </ul>
      <p className="station-count">{stationsText(kitchen.station_count)}</p>
      {confirming ? (
        <div className="confirm" role="group" aria-label={`Delete ${kitchen.name}?`}>
          <p>Delete “{kitchen.name}”? This cannot be undone.</p>
          <div className="card-actions">
            <Button variant="danger" busy={deleting} onClick={() => onDelete(kitchen)}>
              {deleting ? 'Deleting...' : 'Yes, delete'}
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)} disabled={deleting}>
              Keep
            </Button>
          </div>
        </div>
      ) : (
        <div className="card-actions">
          <ButtonLink to={`/kitchens/${kitchen.id}/edit`} variant="secondary">
            Edit
          </ButtonLink>
          <Button variant="ghost" className="button-danger-text" onClick={() => setConfirming(true)}>
            Delete
          </Button>
        </div>
      )}
    </article>
  );
}
