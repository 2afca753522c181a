import { Link } from 'react-router-dom';
import { serverMessage } from '../../../app/errors';
import { trpc } from '../../../app/trpc';
import { T, useT } from '../../../i18n';
import { Button } from '../../../ui';

/**
 * With AI configured: asks the AI to check a saved import's task graph. Its answer is a proposal
 * to review in the studio, as for every AI edit of a saved recipe; the draft stays as imported.
 */
export function RefineButton({ recipeId, name }: { recipeId: number; name: string }) {
  const t = useT();
  const refine = trpc.recipeFiles.refine.useMutation();
  if (refine.isSuccess) {
    return (
      <p className="import-refined" role="status">
        <T id="studio.import.refine.done" values={{ name }} components={{ 0: <Link to="/recipes/generate" /> }} />
      </p>
    );
  }
  return (
    <div className="import-refine">
      <Button variant="secondary" busy={refine.isPending} onClick={() => refine.mutate({ id: recipeId })}>
        {refine.isPending ? t('studio.import.refine.asking') : t('studio.import.refine.ask')}
      </Button>
      {refine.isError && (
        <p className="import-outcome-failed" role="alert">
          {serverMessage(refine.error, t) ?? t('studio.import.refine.failed')}
        </p>
      )}
    </div>
  );
}
