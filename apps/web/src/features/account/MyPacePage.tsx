import { usePageTitle } from '../../app/page-title';
import { trpc } from '../../app/trpc';
import { Banner, Spinner } from '../../ui';
import { useFormat, useT } from '../../i18n';

/**
 * /account/pace (issue 37): the signed-in cook's own pace in each kitchen they cooked in, relative
 * to that kitchen. Only they and the kitchen's host see it; "Forget my times" deletes it.
 */
export function MyPacePage() {
  const t = useT();
  const f = useFormat();
  usePageTitle(t('account.pace.title'));
  const utils = trpc.useUtils();
  const mine = trpc.pace.mine.useQuery();
  const forget = trpc.pace.forgetMine.useMutation({ onSuccess: (data) => utils.pace.mine.setData(undefined, data) });
  if (mine.isPending) return <Spinner label={t('account.pace.loading')} />;
  if (!mine.data) return <Banner>{t('account.pace.failed')}</Banner>;
  const paces = mine.data.paces;
  return (
    <div className="page my-pace">
      <h1>{t('account.pace.title')}</h1>
      <p>{t('account.pace.intro')}</p>
      {paces.length === 0 ? (
        <p data-testid="my-pace-none">{forget.isSuccess ? t('account.pace.forgotten') : t('account.pace.none')}</p>
      ) : (
        <>
          <ul className="card my-pace-list" data-testid="my-pace">
            {paces.map((p) => (
              <li key={p.kitchen_id}>{t('account.pace.line', { kitchen: p.kitchen_name, pace: f.number(p.pace, { maximumFractionDigits: 2, minimumFractionDigits: 1 }), count: p.observations })}</li>
            ))}
          </ul>
          <button type="button" className="btn" disabled={forget.isPending} onClick={() => forget.mutate()}>
            {t('account.pace.forget')}
          </button>
          {forget.isError && <p role="alert">{t('account.pace.forgetFailed')}</p>}
        </>
      )}
    </div>
  );
}
