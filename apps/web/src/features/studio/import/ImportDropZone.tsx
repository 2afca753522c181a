import { useRef, useState, type DragEvent } from 'react';
import { ACCEPTED } from './import-client';

interface ImportDropZoneProps {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
}

/** Pick or drop several recipe files; the input stays a real file input for keyboards and screen readers. */
export function ImportDropZone({ onFiles, disabled = false }: ImportDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const take = (list: FileList | null) => {
    const files = list ? [...list] : [];
    if (files.length > 0) onFiles(files);
  };
  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setOver(false);
    if (!disabled) take(e.dataTransfer.files);
  };
  return (
    <div
      className={over ? 'import-drop import-drop-over' : 'import-drop'}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      data-testid="import-drop"
    >
      <p className="import-drop-title">Drop recipe files here</p>
      <p className="muted">or</p>
      <label className="button button-primary import-pick">
        Choose files
        <input
          ref={input}
          type="file"
          multiple
          accept={ACCEPTED}
          disabled={disabled}
          className="visually-hidden"
          onChange={(e) => {
            take(e.currentTarget.files);
            e.currentTarget.value = '';
          }}
        />
      </label>
      <p className="import-formats muted">
        Paprika (.paprikarecipes), Mealie and Tandoor exports (.zip), Cooklang (.cook), Meal-Master (.mmf, .txt), recipe web pages and schema.org JSON-LD (.html, .json), Brigade exports.
      </p>
    </div>
  );
}
