import { serverMessage } from '../../app/errors';
import { trpc, type RouterOutputs } from '../../app/trpc';
import { Banner, Button } from '../../ui';
import { changeLine, type Proposal } from './ai-words';

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
  const utils = trpc.useUtils();
  const proposal = trpc.studio.proposal.useQuery({ recipe_id: recipeId });
  const accept = trpc.studio.acceptProposal.useMutation();
  const discard = trpc.studio.discardProposal.useMutation();
  const p = proposal.data;
  if (!p) return null;

  const decided = async (work: () => Promise<{ message: string }>, failure: string) => {
    try {
      const result = await work();
      utils.studio.proposal.setData({ recipe_id: recipeId }, null);
      onResult('success', result.message);
    } catch (error) {
      onResult('error', serverMessage(error) ?? failure);
      void utils.studio.proposal.invalidate({ recipe_id: recipeId });
    }
  };
  const acceptIt = () =>
    decided(async () => {
      const result = await accept.mutateAsync({ recipe_id: recipeId, proposal_id: p.id });
      onAccepted?.(result.data);
      await Promise.all([utils.recipes.details.invalidate({ id: recipeId }), utils.recipes.list.invalidate()]);
      return result;
    }, 'Failed to apply the AI changes. Please try again.');
  const discardIt = () => decided(() => discard.mutateAsync({ recipe_id: recipeId, proposal_id: p.id }), 'Failed to discard the AI changes. Please try again.');
  const busy = accept.isPending || discard.isPending;

  return (
    <section className="proposal-review" aria-label="AI changes to review">
      <h3>AI changes to review</h3>
      <p className="muted">
        You asked: &ldquo;{p.instruction}&rdquo;. Nothing is saved until you accept.
      </p>
      {p.stale && <Banner kind="error">The recipe changed after the AI proposed these changes. Discard them and ask again.</Banner>}
      {p.unchanged ? <p>The AI proposes no changes to this recipe.</p> : <ChangeList proposal={p} />}
      <div className="proposal-actions">
        <Button onClick={() => void acceptIt()} busy={accept.isPending} disabled={busy || p.stale || p.unchanged}>
          Accept changes
        </Button>
        <Button variant="secondary" onClick={() => void discardIt()} busy={discard.isPending} disabled={busy}>
          Discard changes
        </Button>
      </div>
    </section>
  );
}

function ChangeList({ proposal }: { proposal: Proposal }) {
  const c = proposal.changes;
  const groups: Array<{ title: string; items: string[] }> = [
    { title: 'Recipe', items: c.recipe_changes.map(changeLine) },
    { title: 'Tasks added', items: c.tasks_added.map((t) => t.name) },
    { title: 'Tasks removed', items: c.tasks_removed.map((t) => t.name) },
    {
      title: 'Tasks changed',
      items: c.tasks_changed.map((t) => `${t.previous_name ?? t.name}: ${t.changes.map(changeLine).join('; ')}`),
    },
    { title: 'Dependencies added', items: c.edges_added.map((e) => `${e.to.name} waits for ${e.from.name}`) },
    { title: 'Dependencies removed', items: c.edges_removed.map((e) => `${e.to.name} no longer waits for ${e.from.name}`) },
  ];
  return (
    <div className="proposal-changes">
      {groups
        .filter((g) => g.items.length > 0)
        .map((g) => (
          <div key={g.title} className="proposal-group" role="group" aria-label={g.title}>
            <h4>
              {g.title} ({g.items.length})
            </h4>
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
