import './cook.css';
import { DISPLAY_NAME_MAX, SESSION_CODE_LENGTH, normalizeSessionCode } from '@brigade/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../app/auth';
import { clearJoinNotice, readJoinNotice, type JoinNoticeKind } from '../../app/join-notice';
import { usePageTitle } from '../../app/page-title';
import { trpc } from '../../app/trpc';
import { LanguageSwitch, T, useT, type MessageId } from '../../i18n';
import { Banner, Button, Card, Field } from '../../ui';
import { joinFailure } from './join-errors';
import { keepReclaimSecret, readReclaimSecret } from './reclaim-secret';
import { keepCookName, lastCookName } from './saved-cook';
import { JoinTrustCard } from '../trust/JoinTrustCard';

/** Why the cook is back on the join page (from the cook page). */
const JOIN_NOTICES: Record<JoinNoticeKind, MessageId> = {
  left: 'join.notice.left',
  removed: 'join.notice.removed',
  disconnected: 'join.notice.disconnected',
};

/** What a session code looks like (a code, not words). */
const CODE_EXAMPLE = 'ABC123';

export function JoinPage() {
  const t = useT();
  usePageTitle(t('join.pageTitle'));
  const auth = useAuth();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [params] = useSearchParams();
  const [notice] = useState(readJoinNotice);
  useEffect(() => clearJoinNotice(), []);
  const [code, setCode] = useState(() => normalizeSessionCode(params.get('code') ?? notice?.code ?? ''));
  // A cook joining again on this phone keeps the name they cooked under (issue 38.4).
  const [name, setName] = useState(() => (auth.user?.username ?? lastCookName()).slice(0, DISPLAY_NAME_MAX));
  const [fieldErrors, setFieldErrors] = useState<{ code?: string[]; name?: string[] }>({});
  const [failure, setFailure] = useState<string | null>(null);

  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors: { code?: string[]; name?: string[] } = {};
    if (code.length !== SESSION_CODE_LENGTH) errors.code = [t('api.session.codeInvalid')];
    if (!name.trim()) errors.name = [t('api.session.nameRequired')];
    setFieldErrors(errors);
    setFailure(null);
    if (errors.code || errors.name) return;
    setBusy(true);
    try {
      const joined = await utils.client.live.join.mutate({ code, display_name: name.trim(), reclaim_secret: readReclaimSecret(code, name) });
      keepReclaimSecret(code, name, joined.reclaim_secret);
      keepCookName(name);
      const sessionCode = joined.session_code;
      // Anonymous cooks are stored with their token; an account keeps its own token and is not
      // stored as a cook (a reload would otherwise treat the browser as an anonymous cook).
      if (joined.token) auth.setCook({ participant: joined.participant, sessionCode, token: joined.token });
      let hasRequiredSkills = true;
      try {
        hasRequiredSkills = (await utils.sessions.requiredSkills.fetch({ code: sessionCode })).length > 0;
      } catch {
        // Spec 01 §2: if the check fails, the cook goes to skill selection.
      }
      navigate(hasRequiredSkills ? `/skills/${sessionCode}` : `/cook/${sessionCode}`);
    } catch (error) {
      const failed = joinFailure(t, error);
      setFieldErrors(failed.fields ?? {});
      setFailure(failed.banner);
      setBusy(false);
    }
  };

  return (
    <div className="page page-narrow cook-page">
      <Card>
        {/* A guest picks their language before typing anything. */}
        <div className="join-language">
          <LanguageSwitch />
        </div>
        <h1>{t('join.title')}</h1>
        <p className="muted">{t('join.intro')}</p>
        {notice && !failure && <Banner kind="info">{t(JOIN_NOTICES[notice.kind])}</Banner>}
        {failure && <Banner>{failure}</Banner>}
        <form onSubmit={(e) => void submit(e)} noValidate className="form">
          <Field
            id="session-code"
            label={t('join.codeLabel')}
            className="join-code-field"
            value={code}
            onChange={(e) => setCode(normalizeSessionCode(e.target.value))}
            autoComplete="off"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            inputMode="text"
            placeholder={CODE_EXAMPLE}
            errors={fieldErrors.code}
            required
          />
          <Field
            id="display-name"
            label={t('join.nameLabel')}
            value={name}
            onChange={(e) => setName(e.target.value.slice(0, DISPLAY_NAME_MAX))}
            autoComplete="nickname"
            placeholder={t('join.namePlaceholder')}
            maxLength={DISPLAY_NAME_MAX}
            errors={fieldErrors.name}
            required
          />
          <Button type="submit" busy={busy} className="button-block">
            {busy ? t('join.joining') : t('join.submit')}
          </Button>
        </form>
        <p className="form-footer">
          <T id="join.haveAccount" components={{ 0: <Link to="/login" /> }} />
        </p>
      </Card>
      <div className="join-help">
        <Card title={t('join.whereTitle')} level={2}>
          <p>{t('join.whereText')}</p>
        </Card>
        <Card title={t('join.noAccountTitle')} level={2}>
          <p>{t('join.noAccountText')}</p>
        </Card>
        <JoinTrustCard />
      </div>
    </div>
  );
}
