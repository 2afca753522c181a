import { useRef, useState, type DragEvent } from 'react';
import { useT } from '../../../i18n';
import { ACCEPTED } from './import-client';

interface ImportDropZoneProps {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
}

/** Pick or drop several recipe files; the input stays a real file input for keyboards and screen readers. */
export function ImportDropZone({ onFiles, disabled = false }: ImportDropZoneProps) {
  const t = useT();
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
      <p className="import-drop-title">{t('studio.import.drop.title')}</p>
      <p className="muted">{t('studio.import.drop.or')}</p>
      <label className="button button-primary import-pick">
        {t('studio.import.drop.choose')}
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
      <p className="import-formats muted">{t('studio.import.drop.formats')}</p>
    </div>
  );
}
