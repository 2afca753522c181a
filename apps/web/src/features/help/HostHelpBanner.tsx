import './help.css';
import { useEffect, useRef, useState } from 'react';
import { serverMessage } from '../../app/errors';
import { trpc, type RouterOutputs } from '../../app/trpc';
import { Button } from '../../ui';
import { ringTimer } from '../cook/device';

type OpenHelpRequest = RouterOutputs['live']['openHelpRequests'][number];

const TITLE_PREFIX = /^\(\d+\) Help requested · /;

/**
 * On every host page: a banner for each cook waiting for help, with 'On my way'; a sound when a
 * new request arrives, and the tab title says how many wait (for a host on another tab).
 */
export function HostHelpBanner() {
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

  // The tab title carries the count, whatever page set the rest of it.
  useEffect(() => {
    const apply = () => {
      const base = globalThis.document.title.replace(TITLE_PREFIX, '');
      const want = count > 0 ? `(${count}) Help requested · ${base}` : base;
      if (globalThis.document.title !== want) globalThis.document.title = want;
    };
    apply();
    const titleEl = globalThis.document.querySelector('title');
    if (!titleEl) return;
    const watch = new MutationObserver(apply);
    watch.observe(titleEl, { childList: true, characterData: true, subtree: true });
    return () => {
      watch.disconnect();
      globalThis.document.title = globalThis.document.title.replace(TITLE_PREFIX, '');
    };
  }, [count]);

  if (count === 0) return null;
  return (
    <div className="help-banner" role="alert">
      {requests.map((r) => (
        <div key={r.assignment.id} className="help-banner-item">
          <span>
            <strong>{r.assignment.participant_name ?? 'A cook'}</strong> needs help with “{r.assignment.task_name}”
            <span className="muted"> · {r.session_name || `Session ${r.session_code}`}</span>
          </span>
          <Button onClick={() => answer.mutate({ code: r.session_code, assignmentId: r.assignment.id })} disabled={answer.isPending}>
            On my way
          </Button>
        </div>
      ))}
      {answer.error && <p className="form-error">{serverMessage(answer.error) ?? 'Could not answer. Try again.'}</p>}
    </div>
  );
}
