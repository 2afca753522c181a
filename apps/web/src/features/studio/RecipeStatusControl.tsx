import type { RecipeStatus } from '@brigade/contracts';
import { trpc } from '../../app/trpc';
import { Button, Pill } from '../../ui';

const LABEL: Record<RecipeStatus, string> = { draft: 'Draft', published: 'Published', archived: 'Archived' };

/**
 * A saved recipe's status in the studio: AI and imported recipes arrive as drafts, which only
 * staff see; Publish sends one to hosts, Unpublish takes it back to draft, Archive retires it
 * (sessions that used it keep it in their history).
 */
export function RecipeStatusControl({ recipeId, onResult }: { recipeId: number; onResult: (kind: 'success' | 'error', text: string) => void }) {
  const utils = trpc.useUtils();
  // The library list (staff see every status) rather than the recipe's detail: the studio page
  // keys its rating form on the detail query, which this control must not fill with a stale copy.
  const list = trpc.recipes.list.useQuery();
  const setStatus = trpc.recipes.setStatus.useMutation();
  const status = list.data?.find((r) => r.id === recipeId)?.status;
  if (!status) return null;

  const change = async (next: RecipeStatus, done: string) => {
    try {
      await setStatus.mutateAsync({ id: recipeId, status: next });
      await utils.recipes.list.invalidate();
      onResult('success', done);
    } catch {
      onResult('error', 'Failed to change the recipe status');
    }
  };
  const busy = setStatus.isPending;
  return (
    <div className="recipe-status" role="group" aria-label="Recipe status">
      <Pill shape="badge" tone={`recipe-status-${status}`}>
        {LABEL[status]}
      </Pill>
      {status !== 'published' && (
        <Button variant="primary" className="button-small" busy={busy} onClick={() => void change('published', 'Recipe published: hosts can now cook it.')}>
          Publish
        </Button>
      )}
      {status === 'published' && (
        <Button variant="secondary" className="button-small" busy={busy} onClick={() => void change('draft', 'Recipe unpublished: back to draft.')}>
          Unpublish
        </Button>
      )}
      {status !== 'archived' && (
        <Button variant="ghost" className="button-small" busy={busy} onClick={() => void change('archived', 'Recipe archived.')}>
          Archive
        </Button>
      )}
    </div>
  );
}
