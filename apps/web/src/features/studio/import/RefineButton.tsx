import { Link } from 'react-router-dom';
import { serverMessage } from '../../../app/errors';
import { trpc } from '../../../app/trpc';
import { Button } from '../../../ui';

/**
 * With AI configured: asks the AI to check a saved import's task graph. Its answer is a proposal
 * to review in the studio, as for every AI edit of a saved recipe; the draft stays as imported.
 */
export function RefineButton({ recipeId, name }: { recipeId: number; name: string }) {
  const refine = trpc.recipeFiles.refine.useMutation();
  if (refine.isSuccess) {
    return (
      <p className="import-refined" role="status">
        The AI proposes changes: review them in the <Link to="/recipes/generate">studio</Link> (Browse, {name}).
      </p>
    );
  }
  return (
    <div className="import-refine">
      <Button variant="secondary" busy={refine.isPending} onClick={() => refine.mutate({ id: recipeId })}>
        {refine.isPending ? 'Asking the AI…' : 'Ask the AI to refine'}
      </Button>
      {refine.isError && (
        <p className="import-outcome-failed" role="alert">
          {serverMessage(refine.error) ?? 'The AI could not refine the recipe.'}
        </p>
      )}
    </div>
  );
}
