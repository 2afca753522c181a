import type { RecipeStatus } from '@brigade/contracts';
import { trpc } from '../../app/trpc';
import { useT, type MessageId } from '../../i18n';
import { Button, Pill } from '../../ui';

const LABEL: Record<RecipeStatus, MessageId> = { draft: 'studio.status.draft', published: 'studio.status.published', archived: 'studio.status.archived' };

/**
 * A saved recipe's status in the studio: AI and imported recipes arrive as drafts, which only
 * staff see; Publish sends one to hosts, Unpublish takes it back to draft, Archive retires it
 * (sessions that used it keep it in their history).
 */
export function RecipeStatusControl({ recipeId, onResult }: { recipeId: number; onResult: (kind: 'success' | 'error', text: string) => void }) {
  const t = useT();
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
      onResult('error', t('studio.status.failed'));
    }
  };
  const busy = setStatus.isPending;
  return (
    <div className="recipe-status" role="group" aria-label={t('studio.status.label')}>
      <Pill shape="badge" tone={`recipe-status-${status}`}>
        {t(LABEL[status])}
      </Pill>
      {status !== 'published' && (
        <Button variant="primary" className="button-small" busy={busy} onClick={() => void change('published', t('studio.status.didPublish'))}>
          {t('studio.status.publish')}
        </Button>
      )}
      {status === 'published' && (
        <Button variant="secondary" className="button-small" busy={busy} onClick={() => void change('draft', t('studio.status.didUnpublish'))}>
          {t('studio.status.unpublish')}
        </Button>
      )}
      {status !== 'archived' && (
        <Button variant="ghost" className="button-small" busy={busy} onClick={() => void change('archived', t('studio.status.didArchive'))}>
          {t('studio.status.archive')}
        </Button>
      )}
    </div>
  );
}
