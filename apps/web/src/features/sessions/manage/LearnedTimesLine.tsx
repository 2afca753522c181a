import { trpc } from '../../../app/trpc';
import { useFormat, useT } from '../../../i18n';
import { isFinished, type TabProps } from './types';

/**
 * The host's line (issue 37): how many meals this kitchen learned from and its pace against the
 * recipes, with the switch that turns learned times off for this session (the plan, the timeline
 * and the finish follow at once).
 */
export function LearnedTimesLine({ session }: Pick<TabProps, 'session'>) {
  const t = useT();
  const f = useFormat();
  const utils = trpc.useUtils();
  const line = trpc.pace.sessionLine.useQuery({ code: session.code });
  const set = trpc.pace.setLearnedTimes.useMutation({
    onSuccess: async (data) => {
      utils.pace.sessionLine.setData({ code: session.code }, data);
      await utils.plan.timeline.invalidate({ code: session.code });
      await utils.sessions.get.invalidate({ code: session.code });
    },
  });
  if (!line.data) return null;
  const { meals, pace, learned_times: on } = line.data;
  const about = f.number(pace, { maximumFractionDigits: 1, minimumFractionDigits: 1 });
  return (
    <div className="learned-times" data-testid="learned-times">
      <p>{meals === 0 ? t('host.pace.none') : on ? t('host.pace.line', { meals, pace: about }) : t('host.pace.off', { meals, pace: about })}</p>
      {meals > 0 && !isFinished(session) && (
        <label className="learned-times-switch">
          <input type="checkbox" role="switch" checked={on} disabled={set.isPending} onChange={(e) => set.mutate({ code: session.code, on: e.target.checked })} />
          {t('host.pace.switch')}
        </label>
      )}
      {set.isError && <p role="alert">{t('host.pace.switchFailed')}</p>}
    </div>
  );
}
