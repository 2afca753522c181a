import type { Kitchen } from '@brigade/contracts';
import { Link } from 'react-router-dom';
import { serverMessage } from '../../app/errors';
import { usePageTitle } from '../../app/page-title';
import { trpc } from '../../app/trpc';
import { Banner, Button, ButtonLink, Card, Spinner } from '../../ui';
import { KitchenCard } from './KitchenCard';

export function KitchensPage() {
  usePageTitle('Kitchens');
  const utils = trpc.useUtils();
  const kitchens = trpc.kitchens.list.useQuery();
  const remove = trpc.kitchens.delete.useMutation({
    onSuccess: () => utils.kitchens.list.invalidate(),
  });

  const deleteKitchen = (kitchen: Kitchen) => remove.mutate({ id: kitchen.id });

  return (
    <div className="page">
      <nav className="breadcrumbs" aria-label="Breadcrumb">
        <Link to="/dashboard">Dashboard</Link> <span aria-hidden="true">›</span> <span>Kitchens</span>
      </nav>
      <div className="page-heading">
        <h1>Kitchens</h1>
        <div className="page-heading-actions">
          <ButtonLink to="/kitchens/create">Create Kitchen</ButtonLink>
        </div>
      </div>
      {remove.isError && <Banner onDismiss={() => remove.reset()}>{serverMessage(remove.error) ?? 'Failed to delete kitchen'}</Banner>}
      {kitchens.isPending ? (
        <Spinner label="Loading kitchens..." />
      ) : kitchens.isError ? (
        <Banner>
          Failed to load kitchens{' '}
          <Button variant="secondary" onClick={() => void kitchens.refetch()}>
            Retry
          </Button>
        </Banner>
      ) : kitchens.data.length === 0 ? (
        <Card title="No kitchens yet" actions={<ButtonLink to="/kitchens/create">Create Kitchen</ButtonLink>}>
          <p>A kitchen tells Brigade which equipment your cooks share, so tasks never fight over the oven.</p>
        </Card>
      ) : (
        <div className="card-grid">
          {kitchens.data.map((kitchen) => (
            <KitchenCard
              key={kitchen.id}
              kitchen={kitchen}
              onDelete={deleteKitchen}
              deleting={remove.isPending && remove.variables?.id === kitchen.id}
            />
          ))}
        </div>
      )}
      <p>
        <Link to="/dashboard">Back to Dashboard</Link>
      </p>
    </div>
  );
}
