import { Link, useNavigate, useParams } from 'react-router-dom';
import { serverMessage } from '../../app/errors';
import { usePageTitle } from '../../app/page-title';
import { trpc } from '../../app/trpc';
import { useT } from '../../i18n';
import { Banner, Card, Spinner } from '../../ui';
import { kitchenFailure } from './kitchen-errors';
import { KitchenForm } from './KitchenForm';
import { toUpdateInput, valuesFromKitchen } from './kitchen-form-values';

export function KitchenEditPage() {
  const t = useT();
  usePageTitle(t('account.kitchens.editTitle'));
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

  const failure = update.isError ? kitchenFailure(update.error, t('account.kitchens.updateFailed'), t) : null;
  let body;
  if (!validId || kitchen.isError) {
    body = (
      <Banner>
        {serverMessage(kitchen.error, t) ?? t('account.kitchens.loadOneFailed')} <Link to="/kitchens">{t('account.kitchens.backToKitchens')}</Link>
      </Banner>
    );
  } else if (kitchen.isPending) {
    body = <Spinner label={t('account.kitchens.loadingOne')} />;
  } else {
    body = (
      <KitchenForm
        key={kitchen.data.id}
        initial={valuesFromKitchen(kitchen.data)}
        submitLabel={t('account.kitchens.save')}
        busyLabel={t('account.kitchens.saving')}
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
        <h1>{t('account.kitchens.editTitle')}</h1>
        {body}
      </Card>
    </div>
  );
}
