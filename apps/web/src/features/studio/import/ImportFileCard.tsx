import { useApiText, useFormat, useT, type MessageId } from '../../../i18n';
import { ImportRecipePreview } from './ImportRecipePreview';
import { sizeText, type DuplicateChoice, type FileEntry } from './import-state';

interface ImportFileCardProps {
  entry: FileEntry;
  onChoice: (ref: string, choice: DuplicateChoice) => void;
  onRemove: () => void;
  aiConfigured: boolean;
}

const STAGE_TEXT: Record<Exclude<FileEntry['stage'], 'read'>, MessageId> = {
  waiting: 'studio.import.stage.waiting',
  reading: 'studio.import.stage.reading',
  refused: 'studio.import.stage.refused',
  saving: 'studio.import.stage.saving',
  done: 'studio.import.stage.done',
};

/** One file: its progress, the recipes read from it (previewed), and what could not be read. */
export function ImportFileCard({ entry, onChoice, onRemove, aiConfigured }: ImportFileCardProps) {
  const t = useT();
  const f = useFormat();
  const apiText = useApiText();
  const recipes = entry.preview?.imported ?? [];
  const failed = [...(entry.preview?.failed ?? []), ...entry.saveFailures];
  const removable = entry.stage === 'read' || entry.stage === 'refused' || entry.stage === 'waiting';
  return (
    <section className={`import-file import-file-${entry.stage}`} aria-label={t('studio.import.file.label', { name: entry.file.name })}>
      <header className="import-file-header">
        <h2 className="import-file-name">{entry.file.name}</h2>
        <span className="muted">{sizeText(t, f, entry.file.size)}</span>
        <span className="import-stage" role="status">
          {entry.stage === 'read' ? t('studio.import.stage.read', { count: recipes.length }) : t(STAGE_TEXT[entry.stage])}
        </span>
        {removable && (
          <button type="button" className="import-remove" onClick={onRemove} aria-label={t('studio.import.file.remove', { name: entry.file.name })}>
            ×
          </button>
        )}
      </header>
      {entry.error && failed.length === 0 && <p className="import-file-error">{entry.error}</p>}
      {failed.length > 0 && (
        <ul className="import-failed" aria-label={t('studio.import.file.notImported', { name: entry.file.name })}>
          {failed.map((f) => (
            <li key={f.name}>
              <strong>{f.name}</strong>: {apiText(f.error_text, f.error)}
            </li>
          ))}
        </ul>
      )}
      {recipes.map((r) => (
        <ImportRecipePreview key={r.ref} recipe={r} outcome={entry.outcomes[r.ref]} choice={entry.choices[r.ref] ?? 'skip'} onChoice={(c) => onChoice(r.ref, c)} aiConfigured={aiConfigured} />
      ))}
    </section>
  );
}
