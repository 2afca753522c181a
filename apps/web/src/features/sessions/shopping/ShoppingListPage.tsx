import { formatShopAmount, type Aisle, type ShoppingList } from '@brigade/contracts';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { serverMessage } from '../../../app/errors';
import { usePageTitle } from '../../../app/page-title';
import { shareableUrl, useKitchenLinks } from '../../../app/kitchen-links';
import { trpc } from '../../../app/trpc';
import { Banner, Button, Spinner } from '../../../ui';
import { sessionNameFromServer } from '../format';
import { savedList, savedTicks, saveList, saveTicks } from './offline-list';
import { type MessageId, T, useFormat, useRecipeText, useT, useUnitSystem } from '../../../i18n';
import './shopping.css';

/** The aisles are keys (contracts' AISLES, in English): each has its name in every language. */
const AISLE_IDS: Record<Aisle, MessageId> = {
  'Fruit & vegetables': 'meal.shopping.aisle.fruitVegetables',
  Herbs: 'meal.shopping.aisle.herbs',
  'Meat & fish': 'meal.shopping.aisle.meatFish',
  'Dairy & eggs': 'meal.shopping.aisle.dairyEggs',
  Bakery: 'meal.shopping.aisle.bakery',
  'Rice, pasta & grains': 'meal.shopping.aisle.grains',
  'Tins & jars': 'meal.shopping.aisle.tinsJars',
  Baking: 'meal.shopping.aisle.baking',
  'Spices & seasoning': 'meal.shopping.aisle.spices',
  'Oils, sauces & vinegars': 'meal.shopping.aisle.oilsSauces',
  'World foods': 'meal.shopping.aisle.worldFoods',
  Drinks: 'meal.shopping.aisle.drinks',
  Other: 'meal.shopping.aisle.other',
};

/** /sessions/{code}/shopping: the host's list (with the link to share). */
export function SessionShoppingPage() {
  const { sessionCode = '' } = useParams();
  const code = sessionCode.toUpperCase();
  const query = trpc.plan.shoppingList.useQuery({ code }, { retry: 1 });
  return <ShoppingListView id={`session-${code}`} query={query} backTo={`/sessions/${code}`} />;
}

/** /shopping/{token}: the shared link, readable without signing in. */
export function SharedShoppingPage() {
  const { token = '' } = useParams();
  const query = trpc.plan.sharedShoppingList.useQuery({ token }, { retry: 1 });
  return <ShoppingListView id={`shared-${token}`} query={query} backTo={null} />;
}

interface ListQuery {
  data?: ShoppingList;
  error: unknown;
  isPending: boolean;
}

function ShoppingListView({ id, query, backTo }: { id: string; query: ListQuery; backTo: string | null }) {
  const t = useT();
  const local = useRecipeText();
  const f = useFormat();
  usePageTitle(t('meal.shopping.title'));
  const [system, setSystem] = useUnitSystem();
  const [ticks, setTicks] = useState(() => savedTicks(id));
  const [offline] = useState(() => savedList(id));
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (query.data) saveList(id, query.data);
  }, [id, query.data]);
  const list = query.data ?? offline;

  const toggle = (key: string) => {
    const next = new Set(ticks);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    setTicks(next);
    saveTicks(id, next);
  };
  // On the kitchen's public address, never the host browser's (a phone cannot open 127.0.0.1).
  const links = useKitchenLinks(Boolean(list?.share_path));
  const shareUrl = list?.share_path ? shareableUrl(list.share_path, links) : null;
  const share = async () => {
    if (!shareUrl) return;
    try {
      if (navigator.share) await navigator.share({ title: t('meal.shopping.shareTitle', { name: sessionNameFromServer(list!.session_name, list!.code, t) }), url: shareUrl });
      else {
        // Plain HTTP has no clipboard API: the link is shown below to copy by hand.
        if (!navigator.clipboard) return;
        await navigator.clipboard.writeText(shareUrl);
        setCopied(true);
      }
    } catch {
      // The share sheet was dismissed, or the clipboard refused: the link is shown below anyway.
    }
  };

  if (!list && query.isPending) return <Spinner label={t('meal.shopping.loading')} />;
  if (!list) {
    return (
      <div className="page page-narrow">
        <Banner>{serverMessage(query.error, t) ?? t('meal.shopping.failed')}</Banner>
        {backTo && <Link to={backTo}>{t('meal.shopping.back')}</Link>}
      </div>
    );
  }
  const total = list.aisles.reduce((n, a) => n + a.items.length, 0);
  return (
    <div className="page shopping-page">
      <div className="page-heading">
        <div>
          <h1>{t('meal.shopping.title')}</h1>
          <p className="muted">
            {sessionNameFromServer(list.session_name, list.code, t)}
            {list.diners ? ` · ${t('meal.shopping.diners', { count: list.diners })}` : ''} · {t('meal.shopping.ticked', { ticked: ticks.size, total })}
          </p>
        </div>
        <div className="page-heading-actions no-print">
          <div className="units-toggle" role="group" aria-label={t('meal.shopping.units.label')}>
            <Button variant={system === 'metric' ? 'primary' : 'secondary'} aria-pressed={system === 'metric'} onClick={() => setSystem('metric')}>
              {t('meal.shopping.units.metric')}
            </Button>
            <Button variant={system === 'us' ? 'primary' : 'secondary'} aria-pressed={system === 'us'} onClick={() => setSystem('us')}>
              {t('meal.shopping.units.us')}
            </Button>
          </div>
          <Button variant="secondary" onClick={() => globalThis.print()}>
            {t('meal.shopping.print')}
          </Button>
          {shareUrl && (
            <Button variant="secondary" onClick={() => void share()}>
              {t('meal.shopping.share')}
            </Button>
          )}
        </div>
      </div>
      {query.error && !query.data ? <Banner>{t('meal.shopping.offline')}</Banner> : null}
      {shareUrl && (
        <p className="share-link no-print">
          <T id="meal.shopping.shareLink" values={{ url: shareUrl }} components={{ 0: <a href={shareUrl} /> }} />{' '}
          {copied && <span role="status">{t('meal.shopping.copied')}</span>}
        </p>
      )}
      {list.aisles.map((group, index) => (
        // Ids by place: an aisle's name has spaces, which aria-labelledby reads as several ids.
        <section key={group.aisle} className="card shopping-aisle" aria-labelledby={`aisle-${index}`} data-aisle={group.aisle}>
          <h2 id={`aisle-${index}`} className="card-title">
            {AISLE_IDS[group.aisle] ? t(AISLE_IDS[group.aisle]) : group.aisle}
          </h2>
          <ul className="shopping-items">
            {group.items.map((item) => {
              const done = ticks.has(item.key);
              const exact = [item.amount, ...item.extra].map((a) => formatShopAmount(a, system, f.amountWords)).join(' + ');
              // Spoons and a pinch rounded up together: 'about 4 tsp' (issue 38.1).
              const amounts = item.approximate ? t('meal.shopping.about', { amount: exact }) : exact;
              return (
                <li key={item.key} className={done ? 'ticked' : undefined}>
                  <label>
                    <input type="checkbox" checked={done} onChange={() => toggle(item.key)} />
                    <span className="shopping-amount">{amounts}</span> <span className="shopping-name">{local.name(item)}</span>
                    <span className="shopping-dishes muted"> · {item.dishes.join(', ')}</span>
                  </label>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      {backTo && (
        <p className="no-print">
          <Link to={backTo}>{t('meal.shopping.back')}</Link>
        </p>
      )}
    </div>
  );
}
