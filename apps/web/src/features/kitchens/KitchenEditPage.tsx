import { Link, useNavigate, useParams } from 'react-router-dom';
import { serverMessage } from '../../app/errors';
import { usePageTitle } from '../../app/page-title';
import { trpc } from '../../app/trpc';
import { Banner, Card, Spinner } from '../../ui';
import { kitchenFailure } from './kitchen-errors';
import { KitchenForm } from './KitchenForm';
import { toUpdateInput, valuesFromKitchen } from './kitchen-form-values';

export function KitchenEditPage() {
  usePageTitle('Edit Kitchen');
  const id = Number(useParams().id);
  const validId = Number.isInteger(id) && id > 0;
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const kitchen = trpc.kitchens.get.useQuery({ id }, { enabled: validId });
  const update = trpc.kitchens.update.useMutation({
    onSuccess: async () => {
      await utils.kitchens.invalidate();
      navigate('/kitchens');
    },
  });

  const failure = update.isError ? kitchenFailure(update.error, 'Failed to update kitchen. Please try again.') : null;
  let body;
  if (!validId || kitchen.isError) {
    body = (
      <Banner>
        {serverMessage(kitchen.error) ?? 'Failed to load kitchen'} <Link to="/kitchens">Back to Kitchens</Link>
      </Banner>
    );
  } else if (kitchen.isPending) {
    body = <Spinner label="Loading kitchen..." />;
  } else {
    body = (
      <KitchenForm
        key={kitchen.data.id}
        initial={valuesFromKitchen(kitchen.data)}
        submitLabel="Save Changes"
        busyLabel="Saving..."
        busy={update.isPending}
        error={failure?.banner ?? null}
        fieldErrors={failure?.fields ?? null}
        onSubmit={(values) => update.mutate({ id, changes: toUpdateInput(values) })}
      />
    );
  }

  return (
    <div className="page page-narrow">
      <Card>
        <h1>Edit Kitchen</h1>
        {body}
      </Card>
    </div>
  );
}
