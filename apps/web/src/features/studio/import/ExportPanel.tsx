import { RECIPE_EXPORT_FORMATS, type RecipeExportFormat } from '@brigade/contracts';
import { useState } from 'react';
import { readToken } from '../../../app/storage';
import { useT, type MessageId } from '../../../i18n';
import { Banner, Button } from '../../../ui';

const FORMAT_WORDS: Record<RecipeExportFormat, MessageId> = {
  brigade: 'studio.export.format.brigade',
  cooklang: 'studio.export.format.cooklang',
  jsonld: 'studio.export.format.jsonld',
};

/** Every recipe at once, as a zip of files in the chosen format (GET /api/recipes/export/). */
export function ExportPanel() {
  const t = useT();
  const [format, setFormat] = useState<RecipeExportFormat>('brigade');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      const token = readToken();
      const res = await fetch(`/api/recipes/export/?format=${format}`, { headers: token ? { Authorization: `Token ${token}` } : {} });
      if (!res.ok) throw new Error(((await res.json().catch(() => null)) as { error?: string } | null)?.error ?? t('studio.export.failedStatus', { status: res.status }));
      const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'brigade-recipes.zip';
      const url = URL.createObjectURL(await res.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (e) {
      setError(e instanceof Error ? e.message : t('studio.export.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="import-export" aria-labelledby="import-export-title">
      <h2 id="import-export-title">{t('studio.export.title')}</h2>
      <p className="muted">{t('studio.export.intro')}</p>
      {error && <Banner onDismiss={() => setError(null)}>{error}</Banner>}
      <div className="import-export-row">
        <label htmlFor="import-export-format">{t('studio.export.format')}</label>
        <select id="import-export-format" value={format} onChange={(e) => setFormat(e.currentTarget.value as RecipeExportFormat)}>
          {RECIPE_EXPORT_FORMATS.map((f) => (
            <option key={f} value={f}>
              {t(FORMAT_WORDS[f])}
            </option>
          ))}
        </select>
        <Button variant="secondary" busy={busy} onClick={() => void download()}>
          {t('studio.export.download')}
        </Button>
      </div>
    </section>
  );
}
