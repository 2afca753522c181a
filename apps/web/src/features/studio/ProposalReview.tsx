import { serverMessage } from '../../app/errors';
import { trpc, type RouterOutputs } from '../../app/trpc';
import { useT, type Translate } from '../../i18n';
import { Banner, Button } from '../../ui';
import { changeLine, resultText, type Proposal, type StudioResult } from './ai-words';

export type AcceptedRecipe = RouterOutputs['studio']['acceptProposal']['data'];

interface ProposalReviewProps {
  recipeId: number;
  /** The recipe as saved after accepting. */
  onAccepted?: (data: AcceptedRecipe) => void;
  onResult: (kind: 'success' | 'error', text: string) => void;
}

/**
 * A saved recipe's pending AI edit (issue 13): what it would change (tasks added, removed and
 * changed with their fields, dependencies added and removed) and Accept or Discard. Read from
 * the server, so it is still there after a reload.
 */
export function ProposalReview({ recipeId, onAccepted, onResult }: ProposalReviewProps) {
  const t = useT();
  const utils = trpc.useUtils();
  const proposal = trpc.studio.proposal.useQuery({ recipe_id: recipeId });
  const accept = trpc.studio.acceptProposal.useMutation();
  const discard = trpc.studio.discardProposal.useMutation();
  const p = proposal.data;
  if (!p) return null;

  const decided = async (work: () => Promise<StudioResult>, failure: string) => {
    try {
      const result = await work();
      utils.studio.proposal.setData({ recipe_id: recipeId }, null);
      onResult('success', resultText(t, result, ''));
    } catch (error) {
      onResult('error', serverMessage(error, t) ?? failure);
      void utils.studio.proposal.invalidate({ recipe_id: recipeId });
    }
  };
  const acceptIt = () =>
    decided(async () => {
      const result = await accept.mutateAsync({ recipe_id: recipeId, proposal_id: p.id });
      onAccepted?.(result.data);
      await Promise.all([utils.recipes.details.invalidate({ id: recipeId }), utils.recipes.list.invalidate()]);
      return result;
    }, t('studio.proposal.acceptFailed'));
  const discardIt = () => decided(() => discard.mutateAsync({ recipe_id: recipeId, proposal_id: p.id }), t('studio.proposal.discardFailed'));
  const busy = accept.isPending || discard.isPending;

  return (
    <section className="proposal-review" aria-label={t('studio.proposal.title')}>
      <h3>{t('studio.proposal.title')}</h3>
      <p className="muted">{t('studio.proposal.asked', { instruction: p.instruction })}</p>
      {p.stale && <Banner kind="error">{t('api.studio.stale')}</Banner>}
      {p.unchanged ? <p>{t('studio.proposal.unchanged')}</p> : <ChangeList proposal={p} t={t} />}
      <div className="proposal-actions">
        <Button onClick={() => void acceptIt()} busy={accept.isPending} disabled={busy || p.stale || p.unchanged}>
          {t('studio.proposal.accept')}
        </Button>
        <Button variant="secondary" onClick={() => void discardIt()} busy={discard.isPending} disabled={busy}>
          {t('studio.proposal.discard')}
        </Button>
      </div>
    </section>
  );
}

function ChangeList({ proposal, t }: { proposal: Proposal; t: Translate }) {
  const c = proposal.changes;
  const line = (change: Parameters<typeof changeLine>[1]) => changeLine(t, change);
  const groups: Array<{ title: string; items: string[] }> = [
    { title: t('studio.proposal.group.recipe'), items: c.recipe_changes.map(line) },
    { title: t('studio.proposal.group.tasksAdded'), items: c.tasks_added.map((task) => task.name) },
    { title: t('studio.proposal.group.tasksRemoved'), items: c.tasks_removed.map((task) => task.name) },
    {
      title: t('studio.proposal.group.tasksChanged'),
      items: c.tasks_changed.map((task) => t('studio.proposal.taskChanged', { task: task.previous_name ?? task.name, changes: task.changes.map(line).join('; ') })),
    },
    { title: t('studio.proposal.group.edgesAdded'), items: c.edges_added.map((e) => t('studio.proposal.edgeAdded', { task: e.to.name, before: e.from.name })) },
    { title: t('studio.proposal.group.edgesRemoved'), items: c.edges_removed.map((e) => t('studio.proposal.edgeRemoved', { task: e.to.name, before: e.from.name })) },
  ];
  return (
    <div className="proposal-changes">
      {groups
        .filter((g) => g.items.length > 0)
        .map((g) => (
          <div key={g.title} className="proposal-group" role="group" aria-label={g.title}>
            <h4>{t('studio.proposal.groupCount', { title: g.title, count: g.items.length })}</h4>
            <ul>
              {g.items.map((item, i) => (
                <li key={i}>{item}</li>
              ))}
            </ul>
          </div>
        ))}
    </div>
  );
}
