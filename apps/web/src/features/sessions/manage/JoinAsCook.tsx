import { DISPLAY_NAME_MAX } from '@brigade/contracts';
import { useState, type FormEvent } from 'react';
import { useAuth } from '../../../app/auth';
import { localFailure, type FormFailure } from '../../../app/form-errors';
import { trpc } from '../../../app/trpc';
import { Banner, Button, ButtonLink, Field } from '../../../ui';
import { joinFailure } from '../../cook/join-errors';
import { useT } from '../../../i18n';
import { hostParticipant, isFinished, type TabProps } from './types';
import './join-as-cook.css';

/**
 * The host joins their own session as a cook (spec 01 §2): 'Join as Cook' asks for the name the
 * kitchen calls them, prefilled with their username cut to the display-name limit.
 */
export function JoinAsCook({ session }: Pick<TabProps, 'session'>) {
  const t = useT();
  const { user } = useAuth();
  const me = hostParticipant(session);
  const [asking, setAsking] = useState(false);
  if (me) {
    return (
      <div className="join-as-cook">
        <p className="muted">{t('host.joinAsCook.cooking', { name: me.display_name })}</p>
        <ButtonLink to={`/cook/${session.code}`}>{t('host.joinAsCook.cookDashboard')}</ButtonLink>
      </div>
    );
  }
  if (asking && user && !isFinished(session)) {
    return <JoinAsCookForm code={session.code} username={user.username} onCancel={() => setAsking(false)} />;
  }
  return (
    <div className="join-as-cook">
      <Button variant="secondary" disabled={isFinished(session) || !user} onClick={() => setAsking(true)}>
        {t('host.joinAsCook.button')}
      </Button>
    </div>
  );
}

function JoinAsCookForm({ code, username, onCancel }: { code: string; username: string; onCancel: () => void }) {
  const t = useT();
  const utils = trpc.useUtils();
  const join = trpc.live.join.useMutation();
  const [name, setName] = useState(() => username.slice(0, DISPLAY_NAME_MAX));
  const [failure, setFailure] = useState<FormFailure | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setFailure(localFailure({ name: [t('api.session.nameRequired')] }, t));
      return;
    }
    setFailure(null);
    try {
      await join.mutateAsync({ code, display_name: name.trim() });
      await utils.sessions.get.invalidate({ code });
    } catch (error) {
      setFailure(joinFailure(error));
    }
  };

  return (
    <form className="form join-as-cook-form" onSubmit={(e) => void submit(e)} noValidate aria-label={t('host.joinAsCook.button')}>
      {failure && <Banner>{failure.banner}</Banner>}
      <Field
        id="host-display-name"
        label={t('host.joinAsCook.nameLabel')}
        value={name}
        onChange={(e) => setName(e.target.value.slice(0, DISPLAY_NAME_MAX))}
        maxLength={DISPLAY_NAME_MAX}
        autoComplete="nickname"
        hint={t('host.joinAsCook.nameHint', { max: DISPLAY_NAME_MAX })}
        errors={failure?.fields?.name}
        required
        autoFocus
      />
      <div className="form-actions">
        <Button type="submit" busy={join.isPending}>
          {join.isPending ? t('host.joinAsCook.joining') : t('host.joinAsCook.join')}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={join.isPending}>
          {t('host.joinAsCook.cancel')}
        </Button>
      </div>
    </form>
  );
}
