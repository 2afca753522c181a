import type { Kitchen } from '@brigade/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { serverMessage } from '../../app/errors';
import { usePageTitle } from '../../app/page-title';
import { trpc } from '../../app/trpc';
import { useT } from '../../i18n';
import { Banner, Button, ButtonLink, Card, Spinner } from '../../ui';
import { KitchenCard } from './KitchenCard';

export function KitchensPage() {
  const t = useT();
  usePageTitle(t('account.kitchens.title'));
  const utils = trpc.useUtils();
  const kitchens = trpc.kitchens.list.useQuery();
  const remove = trpc.kitchens.delete.useMutation({
    onSuccess: () => utils.kitchens.list.invalidate(),
  });
  // A refused delete (a session still uses the kitchen) is told on the kitchen's own card.
  const [refused, setRefused] = useState<{ id: number; message: string } | null>(null);

  const deleteKitchen = async (kitchen: Kitchen): Promise<boolean> => {
    setRefused(null);
    try {
      await remove.mutateAsync({ id: kitchen.id });
      return true;
    } catch (e) {
      setRefused({ id: kitchen.id, message: serverMessage(e, t) ?? t('account.kitchens.deleteFailed') });
      return false;
    }
  };

  return (
    <div className="page">
      <nav className="breadcrumbs" aria-label={t('account.kitchens.breadcrumb')}>
        <Link to="/dashboard">{t('account.kitchens.dashboard')}</Link> <span aria-hidden="true">›</span> <span>{t('account.kitchens.title')}</span>
      </nav>
      <div className="page-heading">
        <h1>{t('account.kitchens.title')}</h1>
        <div className="page-heading-actions">
          <ButtonLink to="/kitchens/create">{t('account.kitchens.create')}</ButtonLink>
        </div>
      </div>
      {kitchens.isPending ? (
        <Spinner label={t('account.kitchens.loading')} />
      ) : kitchens.isError ? (
        <Banner>
          {t('account.kitchens.loadFailed')}{' '}
          <Button variant="secondary" onClick={() => void kitchens.refetch()}>
            {t('common.retry')}
          </Button>
        </Banner>
      ) : kitchens.data.length === 0 ? (
        <Card title={t('account.kitchens.emptyTitle')} actions={<ButtonLink to="/kitchens/create">{t('account.kitchens.create')}</ButtonLink>}>
          <p>{t('account.kitchens.emptyText')}</p>
        </Card>
      ) : (
        <div className="card-grid">
          {kitchens.data.map((kitchen) => (
            <KitchenCard
              key={kitchen.id}
              kitchen={kitchen}
              onDelete={deleteKitchen}
              deleting={remove.isPending && remove.variables?.id === kitchen.id}
              error={refused?.id === kitchen.id ? refused.message : null}
              onDismissError={() => setRefused(null)}
            />
          ))}
        </div>
      )}
      <p>
        <Link to="/dashboard">{t('account.kitchens.backToDashboard')}</Link>
      </p>
    </div>
  );
}
