import { usePageTitle } from '../../app/page-title';
import { Button, Card } from '../../ui';

/** Shown when the host disconnects this cook: what happened and what they can do. */
export function DisconnectedScreen({ code, onLeave }: { code: string; onLeave: () => void }) {
  usePageTitle('Disconnected');
  return (
    <div className="page page-narrow cook-page">
      <Card title="The host disconnected you">
        <p>
          You are no longer cooking in session <strong>{code}</strong>. Your unfinished tasks went back to the plan for the other cooks.
        </p>
        <p className="muted">If this was a mistake, ask the host, then join again with the code.</p>
        <div className="card-actions">
          <Button onClick={onLeave}>Join again</Button>
        </div>
      </Card>
    </div>
  );
}
