import { ImportRecipePreview, type DuplicateChoice } from './ImportRecipePreview';
import { sizeText, type FileEntry } from './import-state';

interface ImportFileCardProps {
  entry: FileEntry;
  onChoice: (ref: string, choice: DuplicateChoice) => void;
  onRemove: () => void;
  aiConfigured: boolean;
}

const STAGE_TEXT: Record<FileEntry['stage'], string> = {
  waiting: 'Waiting',
  reading: 'Reading…',
  read: 'Read',
  refused: 'Not imported',
  saving: 'Saving…',
  done: 'Done',
};

/** One file: its progress, the recipes read from it (previewed), and what could not be read. */
export function ImportFileCard({ entry, onChoice, onRemove, aiConfigured }: ImportFileCardProps) {
  const recipes = entry.preview?.imported ?? [];
  const failed = [...(entry.preview?.failed ?? []), ...entry.saveFailures];
  const removable = entry.stage === 'read' || entry.stage === 'refused' || entry.stage === 'waiting';
  return (
    <section className={`import-file import-file-${entry.stage}`} aria-label={`File ${entry.file.name}`}>
      <header className="import-file-header">
        <h2 className="import-file-name">{entry.file.name}</h2>
        <span className="muted">{sizeText(entry.file.size)}</span>
        <span className="import-stage" role="status">
          {STAGE_TEXT[entry.stage]}
          {entry.stage === 'read' && ` · ${recipes.length} ${recipes.length === 1 ? 'recipe' : 'recipes'}`}
        </span>
        {removable && (
          <button type="button" className="import-remove" onClick={onRemove} aria-label={`Remove ${entry.file.name}`}>
            ×
          </button>
        )}
      </header>
      {entry.error && failed.length === 0 && <p className="import-file-error">{entry.error}</p>}
      {failed.length > 0 && (
        <ul className="import-failed" aria-label={`Not imported from ${entry.file.name}`}>
          {failed.map((f) => (
            <li key={f.name}>
              <strong>{f.name}</strong>: {f.error}
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
