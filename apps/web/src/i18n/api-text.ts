import { useCallback } from 'react';
import { localTaskParam, type ApiText } from '@brigade/contracts';
import { useFormat } from './format';
import { i18n } from './runtime';
import { stallParams, type JoinList } from './stall-text';
import { useT, type MessageId, type Translate } from './use-t';

/**
 * A server text by code (packages/contracts/src/api-texts.ts), as the server sends it beside its
 * English: tRPC errors' `data.text` and `data.fieldTexts`, live notifications' `code` and `params`,
 * results' `text`. Loose on purpose: live events stored before issue 30 have no code.
 */
export type ServerText = { code?: string | null | undefined; params?: ApiText['params'] | null | undefined } | null | undefined;

/**
 * The translation of a server text in the active language (`api.<code>`), else the English the
 * server sent (`fallback`): a code this build does not know yet still reads.
 */
export function translateApiText(t: Translate, text: ServerText, fallback: string, list: JoinList = languageList): string {
  if (!text?.code) return fallback;
  const id = `api.${text.code}`;
  if (!(id in i18n.messages)) return fallback;
  // A stall line names its equipment or skills by key, in the page's words (stall-text.ts).
  // The task by its name in this language when the server sent its names (issue 38.2).
  const own = localTaskParam(text.params ?? {}, i18n.locale);
  const params = stallParams(t, text.code, own, i18n.locale, list);
  if (params === null) return fallback;
  return t(id as MessageId, params ?? own);
}

const languageList: JoinList = (items) => new Intl.ListFormat(i18n.locale, { style: 'long', type: 'conjunction' }).format(items);

/** `(text, fallback) => string`: a server text in the cook's language (see `translateApiText`). */
export function useApiText(): (text: ServerText, fallback: string) => string {
  const t = useT();
  const { list } = useFormat();
  return useCallback((text: ServerText, fallback: string) => translateApiText(t, text, fallback, list), [t, list]);
}
