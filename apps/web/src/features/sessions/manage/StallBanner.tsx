import type { SessionView, Stall } from '@brigade/contracts';
import { useEffect, useRef, useState } from 'react';
import { serverMessage } from '../../../app/errors';
import { readAgain } from '../../../app/read-again';
import { trpc } from '../../../app/trpc';
import { Button } from '../../../ui';
import { stationWord } from '../../../app/kitchen-words';
import { skillName } from '../../cook/skill-words';
import { useApiText, useFormat, useRecipeText, useT } from '../../../i18n';

/** The kitchen item that provides a unit a task uses, where its key differs (what "mark available" sets to 1). */
const KITCHEN_ITEM_KEY: Record<string, string> = { prep_station: 'prep_stations', burner: 'stove_4_burner' };
/**
 * The host's stall banner (issue 12): ready work nobody present can take, why, and one-tap fixes.
 * Before the start it lists recipes needing equipment the kitchen lacks. It re-reads the stalls
 * whenever the session (assignments, cooks) changes.
 */
export function StallBanner({ session }: { session: SessionView }) {
  const t = useT();
  const code = session.code;
  const utils = trpc.useUtils();
  const stalls = trpc.live.stalls.useQuery({ code }, { enabled: session.status === 'waiting' || session.status === 'active' });
  const { refetch } = stalls;
  // Re-read only when what a stall depends on changed (work nobody can take, who is here, the
  // dishes, the kitchen), not on every live event: a busy kitchen sends many.
  const stallKey = JSON.stringify([
    session.kitchen,
    session.session_recipes.map((r) => r.id),
    session.participants.map((p) => [p.id, p.is_active]),
    session.active_assignments.filter((a) => a.status === 'unassignable').map((a) => a.task_id).sort(),
  ]);
  const readFor = useRef(stallKey);
  useEffect(() => {
    if (readFor.current === stallKey) return;
    readFor.current = stallKey;
    void readAgain({ cancel: () => utils.live.stalls.cancel({ code }), refetch });
  }, [stallKey, refetch, utils, code]);
  const gaps = stalls.data?.equipment_gaps ?? [];
  const list = stalls.data?.stalls ?? [];
  if (list.length === 0 && (session.status !== 'waiting' || gaps.length === 0)) return null;
  return (
    <section className="card stall-banner" role="alert" aria-labelledby="stall-title">
      <h2 id="stall-title" className="card-title">
        {list.some((s) => s.ready) ? t('host.stall.stuck') : list.length > 0 ? t('host.stall.comingUp') : t('host.stall.lacksEquipment')}
      </h2>
      {session.status === 'waiting' &&
        gaps.map((g) => (
          <p key={g.recipe_name} className="stall-gap">
            {t('host.stall.gap', { recipe: g.recipe_name, equipment: g.equipment.map((e) => stationWord(t, e)).join(', ') })}
          </p>
        ))}
      <ul className="stall-list">
        {list.map((s) => (
          <StallItem key={s.assignment.id} stall={s} session={session} onFixed={() => void refetch()} />
        ))}
      </ul>
    </section>
  );
}

function StallItem({ stall, session, onFixed }: { stall: Stall; session: SessionView; onFixed: () => void }) {
  const t = useT();
  const apiText = useApiText();
  const local = useRecipeText();
  const { list } = useFormat();
  const code = session.code;
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Cooks on a break take no work until they are back: the server refuses them too.
  const present = session.participants.filter((p) => p.is_cooking && !p.on_break_since);
  const [chosen, setChosen] = useState<number | ''>('');
  const addSkills = trpc.live.setSkills.useMutation();
  const assign = trpc.live.assignAnyway.useMutation();
  const updateKitchen = trpc.kitchens.update.useMutation();

  const act = async (key: string, action: () => Promise<unknown>) => {
    setBusy(key);
    setError(null);
    try {
      await action();
      onFixed();
    } catch (e) {
      setError(serverMessage(e, t) ?? t('host.action.failed'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <li className="stall-item" data-stall-task={stall.task_id}>
      <p className="stall-message">
        <strong>{apiText(stall.text, stall.message)}</strong>
        {stall.recipe_name && <span className="muted"> · {stall.recipe_name}</span>}
      </p>
      {stall.cooks_to_ask.length > 0 && (
        <p className="muted">{t('host.stall.asking', { names: stall.cooks_to_ask.map((c) => c.display_name).join(', ') })}</p>
      )}
      <div className="stall-fixes">
        {stall.cooks_declined.map((c) => (
          <Button
            key={`yes-${c.id}`}
            variant="secondary"
            busy={busy === `yes-${c.id}`}
            onClick={() =>
              void act(`yes-${c.id}`, () => addSkills.mutateAsync({ code, participantId: c.id, skills: stall.missing_skills.map((s) => s.id), partial: true }))
            }
          >
            {t('host.stall.letDo', { name: c.display_name, skills: list(stall.missing_skills.map((s) => skillName(t, s, 'lower'))) })}
          </Button>
        ))}
        {session.kitchen !== null &&
          stall.missing_equipment.map((e) => (
            <Button
              key={`eq-${e}`}
              variant="secondary"
              busy={busy === `eq-${e}`}
              onClick={() =>
                void act(`eq-${e}`, () => updateKitchen.mutateAsync({ id: session.kitchen!, changes: { equipment: { [KITCHEN_ITEM_KEY[e] ?? e]: 1 } } }))
              }
            >
              {t('host.stall.markAvailable', { item: stationWord(t, e, 'lower') })}
            </Button>
          ))}
        {present.length > 0 && stall.ready && (
          <span className="stall-assign">
            <label>
              <span className="visually-hidden">{t('host.stall.cookFor', { task: local.assignment(stall.assignment).task })}</span>
              <select value={chosen} onChange={(ev) => setChosen(ev.target.value === '' ? '' : Number(ev.target.value))}>
                <option value="">{t('host.stall.chooseCook')}</option>
                {present.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.display_name}
                  </option>
                ))}
              </select>
            </label>
            <Button
              variant="secondary"
              disabled={chosen === ''}
              busy={busy === 'assign'}
              onClick={() => void act('assign', () => assign.mutateAsync({ code, assignmentId: stall.assignment.id, participant_id: Number(chosen) }))}
            >
              {t('host.stall.giveAnyway')}
            </Button>
          </span>
        )}
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}
