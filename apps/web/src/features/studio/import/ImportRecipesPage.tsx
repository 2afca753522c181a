import './import.css';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../../app/page-title';
import { trpc } from '../../../app/trpc';
import { T, useT } from '../../../i18n';
import { Banner, Button } from '../../../ui';
import { ExportPanel } from './ExportPanel';
import { ImportDropZone } from './ImportDropZone';
import { ImportFileCard } from './ImportFileCard';
import { importFile } from './import-client';
import { newEntry, outcomesOf, toSave, type FileEntry } from './import-state';

/**
 * Import recipes (issue 27): pick or drop recipe files of other apps; each is read on the server
 * (nothing saved) and previewed as a task graph to check; then every recipe is saved as a draft.
 */
export function ImportRecipesPage() {
  const t = useT();
  usePageTitle(t('studio.import.title'));
  const utils = trpc.useUtils();
  const [entries, setEntries] = useState<FileEntry[]>([]);
  const [saving, setSaving] = useState(false);
  const aiStatus = trpc.studio.aiStatus.useQuery(undefined, { staleTime: 60_000 });
  const [summary, setSummary] = useState<{ saved: number; skipped: number; failed: number } | null>(null);

  const update = (id: number, change: (e: FileEntry) => Partial<FileEntry>) => setEntries((all) => all.map((e) => (e.id === id ? { ...e, ...change(e) } : e)));

  // Files are read one at a time, in the order they were added, so each shows its own progress.
  const reading = entries.some((e) => e.stage === 'reading');
  const next = entries.find((e) => e.stage === 'waiting');
  useEffect(() => {
    if (reading || !next) return;
    update(next.id, () => ({ stage: 'reading' }));
    void importFile(t, next.file, { preview: true }).then((result) =>
      update(next.id, () =>
        result.ok
          ? { stage: 'read', preview: result.answer, error: null }
          : { stage: 'refused', preview: result.answer, error: result.error },
      ),
    );
  }, [reading, next?.id]);

  const addFiles = (files: File[]) => {
    setSummary(null);
    setEntries((all) => [...all.filter((e) => e.stage !== 'done'), ...files.map(newEntry)]);
  };

  const readable = entries.filter((e) => e.stage === 'read');
  const recipesToSave = readable.reduce((n, e) => n + toSave(e), 0);
  const total = entries.length;
  const finished = entries.filter((e) => e.stage !== 'waiting' && e.stage !== 'reading' && e.stage !== 'saving').length;

  const saveAll = async () => {
    setSaving(true);
    setSummary(null);
    const tally = { saved: 0, skipped: 0, failed: 0 };
    for (const entry of readable) {
      update(entry.id, () => ({ stage: 'saving' }));
      const copy = Object.entries(entry.choices).filter(([, c]) => c === 'copy').map(([ref]) => ref);
      const result = await importFile(t, entry.file, { preview: false, copy });
      if (result.answer) {
        const outcome = outcomesOf(entry, result.answer);
        tally.saved += result.answer.imported.length;
        tally.skipped += result.answer.skipped.length;
        tally.failed += outcome.saveFailures.length;
        update(entry.id, () => ({ stage: 'done', ...outcome, error: result.ok ? null : result.error }));
      } else {
        tally.failed += 1;
        update(entry.id, () => ({ stage: 'done', error: result.ok ? null : result.error }));
      }
    }
    setSaving(false);
    setSummary(tally);
    void utils.recipes.list.invalidate();
  };

  return (
    <div className="page import-page">
      <header className="import-heading">
        <p className="import-back">
          <Link to="/recipes/generate">{t('studio.import.back')}</Link>
        </p>
        <h1>{t('studio.import.title')}</h1>
        <p className="muted">{t('studio.import.intro')}</p>
      </header>

      <ImportDropZone onFiles={addFiles} disabled={saving} />

      {total > 0 && (
        <div className="import-progress">
          <label htmlFor="import-progress-bar">
            {t('studio.import.progress', { phase: saving ? 'saving' : entries.some((e) => e.stage === 'done') ? 'done' : 'reading', finished, total })}
          </label>
          <progress id="import-progress-bar" max={total} value={finished} />
        </div>
      )}

      {summary && (
        <Banner kind={summary.saved > 0 ? 'success' : 'info'} onDismiss={() => setSummary(null)}>
          <T id="studio.import.summary" values={summary} components={{ 0: <Link to="/recipes/generate" /> }} />
        </Banner>
      )}

      <div className="import-files">
        {entries.map((entry) => (
          <ImportFileCard
            key={entry.id}
            entry={entry}
            onChoice={(ref, choice) => update(entry.id, (e) => ({ choices: { ...e.choices, [ref]: choice } }))}
            onRemove={() => setEntries((all) => all.filter((e) => e.id !== entry.id))}
            aiConfigured={aiStatus.data?.configured ?? false}
          />
        ))}
      </div>

      {readable.length > 0 && (
        <div className="import-actions">
          <Button onClick={() => void saveAll()} busy={saving} disabled={recipesToSave === 0 || reading}>
            {saving ? t('studio.import.saving') : t('studio.import.save', { count: recipesToSave })}
          </Button>
        </div>
      )}

      <ExportPanel />
    </div>
  );
}
