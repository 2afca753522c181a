import './cook.css';
import { DISPLAY_NAME_MAX, SESSION_CODE_LENGTH, SESSION_MESSAGES, normalizeSessionCode } from '@brigade/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../app/auth';
import { clearJoinNotice, readJoinNotice, type JoinNoticeKind } from '../../app/join-notice';
import { usePageTitle } from '../../app/page-title';
import { trpc } from '../../app/trpc';
import { Banner, Button, Card, Field } from '../../ui';
import { joinFailure } from './join-errors';
import { keepReclaimSecret, readReclaimSecret } from './reclaim-secret';
import { JoinTrustCard } from '../trust/JoinTrustCard';

/** Why the cook is back on the join page (from the cook page). */
const JOIN_NOTICES: Record<JoinNoticeKind, string> = {
  left: 'You left the session. Your task went back to the plan and your name is free again.',
  removed: 'The host took you out of the session. Ask the host if you want to cook again, then join with the code.',
  disconnected: 'The host disconnected you. Your unfinished tasks went back to the plan. Join again with the code to carry on.',
};

export function JoinPage() {
  usePageTitle('Join Session');
  const auth = useAuth();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [params] = useSearchParams();
  const [notice] = useState(readJoinNotice);
  useEffect(() => clearJoinNotice(), []);
  const [code, setCode] = useState(() => normalizeSessionCode(params.get('code') ?? notice?.code ?? ''));
  const [name, setName] = useState(() => (auth.user?.username ?? '').slice(0, DISPLAY_NAME_MAX));
  const [fieldErrors, setFieldErrors] = useState<{ code?: string[]; name?: string[] }>({});
  const [failure, setFailure] = useState<string | null>(null);

  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors: { code?: string[]; name?: string[] } = {};
    if (code.length !== SESSION_CODE_LENGTH) errors.code = [SESSION_MESSAGES.codeInvalid];
    if (!name.trim()) errors.name = [SESSION_MESSAGES.nameRequired];
    setFieldErrors(errors);
    setFailure(null);
    if (errors.code || errors.name) return;
    setBusy(true);
    try {
      const joined = await utils.client.live.join.mutate({ code, display_name: name.trim(), reclaim_secret: readReclaimSecret(code, name) });
      keepReclaimSecret(code, name, joined.reclaim_secret);
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
      const failed = joinFailure(error);
      setFieldErrors(failed.fields ?? {});
      setFailure(failed.banner);
      setBusy(false);
    }
  };

  return (
    <div className="page page-narrow cook-page">
      <Card>
        <h1>Join a Cooking Session</h1>
        <p className="muted">Enter the code your host shared and the name the kitchen should call you.</p>
        {notice && !failure && <Banner kind="info">{JOIN_NOTICES[notice.kind]}</Banner>}
        {failure && <Banner>{failure}</Banner>}
        <form onSubmit={(e) => void submit(e)} noValidate className="form">
          <Field
            id="session-code"
            label="Session Code"
            className="join-code-field"
            value={code}
            onChange={(e) => setCode(normalizeSessionCode(e.target.value))}
            autoComplete="off"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            inputMode="text"
            placeholder="ABC123"
            errors={fieldErrors.code}
            required
          />
          <Field
            id="display-name"
            label="Your Name"
            value={name}
            onChange={(e) => setName(e.target.value.slice(0, DISPLAY_NAME_MAX))}
            autoComplete="nickname"
            placeholder="e.g. Sam"
            maxLength={DISPLAY_NAME_MAX}
            errors={fieldErrors.name}
            required
          />
          <Button type="submit" busy={busy} className="button-block">
            {busy ? 'Joining...' : 'Join Session'}
          </Button>
        </form>
        <p className="form-footer">
          Have an account? <Link to="/login">Login</Link>
        </p>
      </Card>
      <div className="join-help">
        <Card title="Where is the code?" level={2}>
          <p>The host sees a 6-character code and a QR code on their session page. Scanning the QR code fills the code in for you.</p>
        </Card>
        <Card title="No account needed" level={2}>
          <p>Just pick a name. Your tasks appear on this phone as soon as the host starts cooking; keep this page open.</p>
        </Card>
        <JoinTrustCard />
      </div>
    </div>
  );
}
