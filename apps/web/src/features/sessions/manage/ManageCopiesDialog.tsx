import type { SessionView } from '@brigade/contracts';
import { useEffect, useRef } from 'react';
import { trpc } from '../../../app/trpc';
import { Button, Pill } from '../../../ui';
import { useT } from '../../../i18n';
import { COPY_STATUS_ID, copyStatus, type RecipeGroup } from './recipe-copies';
import type { RunAction } from './types';

interface ManageCopiesDialogProps {
  session: SessionView;
  group: RecipeGroup;
  run: RunAction;
  busy: string | null;
  onClose: () => void;
}

/** Add a copy of a recipe, or remove a copy that is neither active nor completed (waiting sessions only). */
export function ManageCopiesDialog({ session, group, run, busy, onClose }: ManageCopiesDialogProps) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const utils = trpc.useUtils();
  const add = trpc.sessions.addRecipe.useMutation();
  const remove = trpc.sessions.removeRecipe.useMutation();
  const editable = session.status === 'waiting';
  const code = session.code;

  // Opened as a modal (focus moves in, Escape closes). No close() on unmount: removing the element
  // ends the modal, and a close() there would fire onClose during StrictMode's effect re-run.
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  return (
    <dialog ref={ref} className="dialog" aria-labelledby="copies-title" onClose={onClose} onCancel={onClose}>
      <h2 id="copies-title">{t('host.copies.title', { recipe: group.recipe.name })}</h2>
      <p className="muted">{t('host.copies.intro')}</p>
      <ul className="copy-manage-list">
        {group.copies.map((copy, i) => {
          const status = copyStatus(copy);
          const removable = editable && status === 'Waiting';
          return (
            <li key={copy.id}>
              <span>
                {t('host.copies.copy', { number: i + 1 })}{' '}
                <Pill shape="inline" tone={`copy-${status.toLowerCase()}`}>
                  {t(COPY_STATUS_ID[status])}
                </Pill>
              </span>
              <Button
                variant="danger"
                className="button-small"
                disabled={!removable}
                busy={busy === `remove-copy-${copy.id}`}
                aria-label={t('host.copies.removeLabel', { number: i + 1 })}
                onClick={() =>
                  void run(`remove-copy-${copy.id}`, t('host.copies.removeFailed'), async () => {
                    await remove.mutateAsync({ code, entryId: copy.id });
                    await utils.sessions.get.invalidate({ code });
                  })
                }
              >
                {t('host.copies.remove')}
              </Button>
            </li>
          );
        })}
      </ul>
      {!editable && <p className="muted">{t('host.copies.onlyWaiting')}</p>}
      <div className="card-actions">
        <Button
          disabled={!editable}
          busy={busy === 'add-copy'}
          onClick={() =>
            void run('add-copy', t('host.copies.addFailed'), async () => {
              await add.mutateAsync({ code, recipe_id: group.recipe.id });
              await utils.sessions.get.invalidate({ code });
            })
          }
        >
          {t('host.copies.add')}
        </Button>
        <Button variant="ghost" onClick={() => ref.current?.close()}>
          {t('host.copies.close')}
        </Button>
      </div>
    </dialog>
  );
}
