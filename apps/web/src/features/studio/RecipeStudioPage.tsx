import '../taskmap/taskmap.css';
import './studio.css';
import type { RecipeSummary } from '@brigade/contracts';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../app/page-title';
import { trpc } from '../../app/trpc';
import { useT } from '../../i18n';
import { Banner, Spinner } from '../../ui';
import { BrowsedRecipe } from './BrowsedRecipe';
import { GeneratedRecipe } from './GeneratedRecipe';
import { GenerationPanel, type GenerationResult } from './GenerationPanel';
import { RecipeListTable } from './RecipeListTable';
import { resultText } from './ai-words';
import type { RatingState } from './studio-edits';
import { useFlash } from './use-flash';

type Tab = 'generate' | 'browse';

/** Recipe Studio (spec 02 §2): generate recipes, browse saved ones, review and edit their task graphs. */
export function RecipeStudioPage() {
  const t = useT();
  usePageTitle(t('studio.page.title'));
  const utils = trpc.useUtils();
  // What the page shows survives a tab switch: the generated recipe, the browsed one, the rating.
  const [tab, setTab] = useState<Tab>('generate');
  const [result, setResult] = useState<GenerationResult | null>(null);
  const [browseId, setBrowseId] = useState<number | null>(null);
  const [rating, setRating] = useState(0);
  const [notes, setNotes] = useState('');
  const [flash, notify, clearFlash] = useFlash();

  const list = trpc.recipes.list.useQuery(undefined, { enabled: tab === 'browse' });
  const detail = trpc.recipes.details.useQuery({ id: browseId ?? 0 }, { enabled: browseId !== null });

  // Spec 02 §8: list and detail load failures are only logged.
  useEffect(() => {
    if (list.error) console.error('Failed to load recipes', list.error);
    if (detail.error) console.error('Failed to load recipe details', detail.error);
  }, [list.error, detail.error]);

  // Selecting a recipe sets rating and notes from its saved values.
  const detailData = browseId !== null ? detail.data : undefined;
  const loadedId = detailData?.recipe.id;
  useEffect(() => {
    if (!detailData) return;
    setRating(detailData.current_rating ?? 0);
    setNotes(detailData.refinement_notes ?? '');
    // Only when another recipe loads, not on every reload of the same one.
  }, [loadedId]);

  const onGenerated = (generated: GenerationResult) => {
    setResult(generated);
    setBrowseId(null);
    setRating(0);
    setNotes('');
    if (generated.recipe_id) {
      void utils.recipes.list.invalidate();
      notify('success', resultText(t, generated, t('api.studio.generated')));
    } else {
      notify('success', t('api.studio.generated'));
    }
  };

  const clearResult = () => {
    setResult(null);
    setRating(0);
    setNotes('');
    clearFlash();
  };

  const openRecipe = (recipe: RecipeSummary) => {
    setBrowseId(recipe.id);
    setResult(null);
    setRating(0);
    setNotes('');
    clearFlash();
  };

  const ratingState: RatingState = { rating, notes, setRating, setNotes };
  const banner = flash && (
    <Banner kind={flash.kind} onDismiss={clearFlash}>
      {flash.text}
    </Banner>
  );

  const hasGenerated = Boolean(result && result.data.tasks.length > 0);

  return (
    <div className="page studio-page">
      <header className="studio-header">
        <h1>{t('studio.page.title')}</h1>
        <p className="muted">{t('studio.page.intro')}</p>
        <Link to="/recipes/import">{t('studio.page.importLink')}</Link>
      </header>
      <div className="studio-tabs" role="tablist" aria-label={t('studio.tabs.label')}>
        <button type="button" role="tab" aria-selected={tab === 'generate'} className={tab === 'generate' ? 'studio-tab studio-tab-on' : 'studio-tab'} onClick={() => setTab('generate')}>
          {t('studio.tabs.generate')}
        </button>
        <button type="button" role="tab" aria-selected={tab === 'browse'} className={tab === 'browse' ? 'studio-tab studio-tab-on' : 'studio-tab'} onClick={() => setTab('browse')}>
          {t('studio.tabs.browse')}
        </button>
      </div>

      {tab === 'generate' && (
        <div role="tabpanel" aria-label={t('studio.tabs.generate')}>
          {!hasGenerated || !result ? (
            <div className="studio-generate">
              <div className="studio-form-column">
                <GenerationPanel onGenerated={onGenerated} />
              </div>
              <div className="studio-placeholder">
                {banner}
                <h2>{t('studio.empty.title')}</h2>
                <p className="muted">{t('studio.empty.text')}</p>
              </div>
            </div>
          ) : (
            <GeneratedRecipe result={result} setResult={setResult} rating={ratingState} notify={notify} banner={banner} onClear={clearResult} />
          )}
        </div>
      )}

      {tab === 'browse' && (
        <div role="tabpanel" aria-label={t('studio.tabs.browse')}>
          {browseId === null ? (
            list.isPending ? (
              <Spinner label={t('studio.browse.loadingList')} />
            ) : (
              <RecipeListTable recipes={list.data ?? []} onSelect={openRecipe} />
            )
          ) : !detailData ? (
            detail.isError ? (
              <p>
                <button type="button" className="link-button" onClick={() => setBrowseId(null)}>
                  {t('studio.browse.back')}
                </button>
              </p>
            ) : (
              <Spinner label={t('studio.browse.loadingRecipe')} />
            )
          ) : (
            <BrowsedRecipe browseId={browseId} detail={detailData} rating={ratingState} notify={notify} banner={banner} onBack={() => setBrowseId(null)} />
          )}
        </div>
      )}
    </div>
  );
}
