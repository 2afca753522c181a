import { useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../app/page-title';
import { trpc } from '../../app/trpc';
import { useT } from '../../i18n';
import { Card } from '../../ui';
import { kitchenFailure } from './kitchen-errors';
import { KitchenForm } from './KitchenForm';
import { NEW_KITCHEN, toCreateInput } from './kitchen-form-values';

export function KitchenCreatePage() {
  const t = useT();
  usePageTitle(t('account.kitchens.createTitle'));
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const create = trpc.kitchens.create.useMutation({
    onSuccess: async () => {
      await utils.kitchens.list.invalidate();
      navigate('/kitchens');
    },
  });
  const failure = create.isError ? kitchenFailure(create.error, t('account.kitchens.createFailed'), t) : null;

  return (
    <div className="page page-narrow">
      <Card>
        <h1>{t('account.kitchens.createTitle')}</h1>
        <KitchenForm
          initial={NEW_KITCHEN}
          submitLabel={t('account.kitchens.createTitle')}
          busyLabel={t('account.kitchens.creating')}
          busy={create.isPending}
          error={failure?.banner ?? null}
          fieldErrors={failure?.fields ?? null}
          onSubmit={(values) => create.mutate(toCreateInput(values))}
        />
      </Card>
    </div>
  );
}
