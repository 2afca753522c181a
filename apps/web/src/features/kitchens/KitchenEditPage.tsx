import { Link, useNavigate, useParams } from 'react-router-dom';
import type { FieldErrors } from '@brigade/contracts';
import { fieldErrorsOf, serverMessage } from '../../app/errors';
import { usePageTitle } from '../../app/page-title';
import { trpc } from '../../app/trpc';
import { Banner, Card, Spinner } from '../../ui';
import { KitchenForm } from './KitchenForm';
import { toUpdateInput, valuesFromKitchen } from './kitchen-form-values';

/** The update input nests the changes (`{id, changes}`), so its field errors read `changes.name`. */
function changeErrors(error: unknown): FieldErrors | null {
  const all = fieldErrorsOf(error);
  return all ? Object.fromEntries(Object.entries(all).map(([field, messages]) => [field.replace(/^changes\./, ''), messages])) : null;
}

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
        error={update.isError ? (serverMessage(update.error) ?? 'Failed to update kitchen. Please try again.') : null}
        fieldErrors={update.isError ? changeErrors(update.error) : null}
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
