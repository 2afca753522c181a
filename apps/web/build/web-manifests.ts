// The file, not the package: Vite's config loader runs the config in Node, which cannot import a
// workspace package's TypeScript (the relative file is bundled into the config instead).
import { LANGUAGES, webManifestPath, type Language } from '../../../packages/contracts/src/languages';
import type { Plugin } from 'vite';

/** What a phone shows of the app when it is installed: its name and what it is for, per language. */
export const MANIFEST_TEXTS: Record<Language, { name: string; short_name: string; description: string }> = {
  en: { name: 'Brigade', short_name: 'Brigade', description: 'Cook a meal together: join with a 6-character code and get your next task.' },
  de: { name: 'Brigade', short_name: 'Brigade', description: 'Gemeinsam kochen: Tritt mit einem 6-stelligen Code bei und hol dir deine nächste Aufgabe.' },
  es: { name: 'Brigade', short_name: 'Brigade', description: 'Cocina en equipo: únete con un código de 6 caracteres y recibe tu siguiente tarea.' },
  fr: { name: 'Brigade', short_name: 'Brigade', description: 'Cuisine un repas à plusieurs\u00a0: rejoins la session avec un code de 6 caractères et reçois ta prochaine tâche.' },
};

/** The manifest in a language: the same app (id, start, icons), its texts and `lang` in that language. */
export function manifestIn<M extends object>(base: M, lang: Language): M & (typeof MANIFEST_TEXTS)[Language] & { lang: Language } {
  return { ...base, ...MANIFEST_TEXTS[lang], lang };
}

/**
 * vite-plugin-pwa writes the English manifest (manifest.webmanifest) and links it from index.html;
 * this writes the others beside it (manifest-de.webmanifest, ...). The server's first HTML and the
 * app link the reader's one (webManifestPath); Workbox precaches them all (globPatterns).
 */
export function languageManifests(base: object): Plugin {
  return {
    name: 'brigade:language-manifests',
    apply: 'build',
    generateBundle() {
      for (const lang of LANGUAGES) {
        if (lang === 'en') continue;
        this.emitFile({ type: 'asset', fileName: webManifestPath(lang).slice(1), source: `${JSON.stringify(manifestIn(base, lang))}\n` });
      }
    },
  };
}
