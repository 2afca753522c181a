import './home.css';
import { Link } from 'react-router-dom';
import { useAuth } from '../../app/auth';
import { usePageTitle } from '../../app/page-title';
import { T, useT } from '../../i18n';
import { ButtonLink, Card, Spinner } from '../../ui';

export function HomePage() {
  const t = useT();
  usePageTitle(t('account.home.title'));
  const auth = useAuth();
  if (auth.loading) return <Spinner />;

  return (
    <div className="page">
      <section className="hero">
        <h1>{auth.isAuthenticated ? t('account.home.welcome', { name: auth.displayName }) : t('account.home.heading')}</h1>
        <p className="lead">{t('account.home.lead')}</p>
      </section>
      <div className="card-grid">{auth.isHost ? <HostCards /> : auth.isAuthenticated ? <CookCards /> : <VisitorCards />}</div>
    </div>
  );
}

function HostCards() {
  const t = useT();
  return (
    <>
      <Card title={t('account.home.hostDashboardTitle')} actions={<ButtonLink to="/dashboard">{t('account.home.hostDashboardAction')}</ButtonLink>}>
        <p>{t('account.home.hostDashboardText')}</p>
      </Card>
      <Card
        title={t('account.home.joinAsCookTitle')}
        actions={
          <ButtonLink to="/join" variant="secondary">
            {t('account.home.joinSession')}
          </ButtonLink>
        }
      >
        <p>{t('account.home.joinAsCookText')}</p>
      </Card>
    </>
  );
}

function CookCards() {
  const t = useT();
  return (
    <>
      <Card title={t('account.home.cookJoinTitle')} actions={<ButtonLink to="/join">{t('account.home.joinSession')}</ButtonLink>}>
        <p>{t('account.home.cookJoinText')}</p>
      </Card>
      <Card
        title={t('account.home.becomeHostTitle')}
        actions={
          <ButtonLink to="/register?type=host" variant="secondary">
            {t('account.home.registerAsHost')}
          </ButtonLink>
        }
      >
        <p>{t('account.home.becomeHostText')}</p>
      </Card>
    </>
  );
}

function VisitorCards() {
  const t = useT();
  return (
    <>
      <Card title={t('account.home.hostSessionTitle')} actions={<ButtonLink to="/register?type=host">{t('account.home.registerAsHost')}</ButtonLink>}>
        <p>{t('account.home.hostSessionText')}</p>
        <p>
          <T id="account.haveAccount" components={{ 0: <Link to="/login" /> }} />
        </p>
      </Card>
      <Card
        title={t('account.home.visitorJoinTitle')}
        actions={
          <ButtonLink to="/join" variant="secondary">
            {t('account.home.joinSession')}
          </ButtonLink>
        }
      >
        <p>{t('account.home.visitorJoinText')}</p>
      </Card>
    </>
  );
}
