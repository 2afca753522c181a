import './help.css';
import { useEffect, useRef, useState } from 'react';
import { serverMessage } from '../../app/errors';
import { trpc, type RouterOutputs } from '../../app/trpc';
import { loadGroup, T, useRecipeText, useT } from '../../i18n';
import { Button } from '../../ui';
import { ringTimer } from '../cook/device';
import { sessionTitle } from '../sessions/format';

type OpenHelpRequest = RouterOutputs['live']['openHelpRequests'][number];

// A host may open a cook's screen first, which loads only the cook's messages: the banner (a
// host's own chunk) asks for the app's, host texts included, in the active language and after a switch.
const appMessages = loadGroup('app');

/**
 * On every host page: a banner for each cook waiting for help, with 'On my way'; a sound when a
 * new request arrives, and the tab title says how many wait (for a host on another tab).
 */
export function HostHelpBanner() {
  const t = useT();
  const local = useRecipeText();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let mounted = true;
    const done = () => mounted && setReady(true);
    appMessages.then(done, done);
    return () => {
      mounted = false;
    };
  }, []);
  // Pushed by the server whenever the list changes (and in full at every (re)connection): no polling.
  const [requests, setRequests] = useState<readonly OpenHelpRequest[]>([]);
  trpc.live.helpRequests.useSubscription(undefined, { onData: (list) => setRequests(list) });
  const answer = trpc.live.answerHelp.useMutation();
  const count = requests.length;

  // A sound for each new request (ids not heard before).
  const heard = useRef(new Set<number>());
  useEffect(() => {
    const fresh = requests.filter((r) => !heard.current.has(r.assignment.id));
    for (const r of fresh) heard.current.add(r.assignment.id);
    if (fresh.length > 0) ringTimer(2);
  }, [requests]);

  // The tab title carries the count, whatever page set the rest of it (the message ends with the page's title).
  const prefix = ready && count > 0 ? t('host.helpBanner.pageTitle', { count, title: '' }) : '';
  useEffect(() => {
    const strip = (title: string) => (prefix && title.startsWith(prefix) ? title.slice(prefix.length) : title);
    const apply = () => {
      const base = strip(globalThis.document.title);
      const want = `${prefix}${base}`;
      if (globalThis.document.title !== want) globalThis.document.title = want;
    };
    apply();
    const titleEl = globalThis.document.querySelector('title');
    if (!titleEl) return;
    const watch = new MutationObserver(apply);
    watch.observe(titleEl, { childList: true, characterData: true, subtree: true });
    return () => {
      watch.disconnect();
      globalThis.document.title = strip(globalThis.document.title);
    };
  }, [prefix]);

  if (count === 0 || !ready) return null;
  return (
    <div className="help-banner" role="alert">
      {requests.map((r) => (
        <div key={r.assignment.id} className="help-banner-item">
          <span>
            <T
              id="host.helpBanner.needs"
              values={{ name: r.assignment.participant_name ?? t('host.helpBanner.someCook'), task: local.assignment(r.assignment).task }}
              components={{ 0: <strong /> }}
            />
            <span className="muted"> · {sessionTitle({ name: r.session_name ?? null, code: r.session_code }, t)}</span>
          </span>
          <Button onClick={() => answer.mutate({ code: r.session_code, assignmentId: r.assignment.id })} disabled={answer.isPending}>
            {t('host.helpBanner.onMyWay')}
          </Button>
        </div>
      ))}
      {answer.error && <p className="form-error">{serverMessage(answer.error, t) ?? t('host.helpBanner.answerFailed')}</p>}
    </div>
  );
}
