import type { SessionView } from '@brigade/contracts';
import { useEffect, useRef } from 'react';
import { trpc } from '../../../app/trpc';
import { Button, Pill } from '../../../ui';
import { copyStatus, type RecipeGroup } from './recipe-copies';
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
      <h2 id="copies-title">Manage Copies: {group.recipe.name}</h2>
      <p className="muted">Each copy is cooked separately, for example to feed more people.</p>
      <ul className="copy-manage-list">
        {group.copies.map((copy, i) => {
          const status = copyStatus(copy);
          const removable = editable && status === 'Waiting';
          return (
            <li key={copy.id}>
              <span>
                Copy {i + 1} <Pill shape="inline" tone={`copy-${status.toLowerCase()}`}>
                  {status}
                </Pill>
              </span>
              <Button
                variant="danger"
                className="button-small"
                disabled={!removable}
                busy={busy === `remove-copy-${copy.id}`}
                aria-label={`Remove copy ${i + 1}`}
                onClick={() =>
                  void run(`remove-copy-${copy.id}`, 'Failed to remove recipe from session', async () => {
                    await remove.mutateAsync({ code, entryId: copy.id });
                    await utils.sessions.get.invalidate({ code });
                  })
                }
              >
                Remove
              </Button>
            </li>
          );
        })}
      </ul>
      {!editable && <p className="muted">Copies can be added or removed only while the session is waiting.</p>}
      <div className="card-actions">
        <Button
          disabled={!editable}
          busy={busy === 'add-copy'}
          onClick={() =>
            void run('add-copy', 'Failed to add additional copy', async () => {
              await add.mutateAsync({ code, recipe_id: group.recipe.id });
              await utils.sessions.get.invalidate({ code });
            })
          }
        >
          Add Another Copy
        </Button>
        <Button variant="ghost" onClick={() => ref.current?.close()}>
          Close
        </Button>
      </div>
    </dialog>
  );
}
