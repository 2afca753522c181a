import { useAuth } from '../../app/auth';
import { usePageTitle } from '../../app/page-title';
import { ButtonLink, Card } from '../../ui';

/** The host's landing page. The session list (spec 01 §2, /dashboard) comes with the sessions work. */
export function DashboardPage() {
  usePageTitle('Host Dashboard');
  const { isStaff } = useAuth();
  return (
    <div className="page">
      <div className="page-heading">
        <h1>Host Dashboard</h1>
        <div className="page-heading-actions">
          <ButtonLink to="/sessions/create">Create Session</ButtonLink>
          {isStaff && (
            <ButtonLink to="/recipes/generate" variant="secondary">
              Generate Recipe
            </ButtonLink>
          )}
        </div>
      </div>
      <Card title="Active and waiting sessions">
        <p className="coming-soon">Coming soon</p>
      </Card>
      <nav aria-label="Host tools" className="link-grid">
        <ButtonLink to="/sessions/history" variant="secondary">
          Session History
        </ButtonLink>
        <ButtonLink to="/kitchens" variant="secondary">
          Kitchens
        </ButtonLink>
        <ButtonLink to="/recipes" variant="secondary">
          Recipes
        </ButtonLink>
      </nav>
    </div>
  );
}
