import './header.css';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from './auth';
import { groupLoaded, loadGroup, useT } from '../i18n';

/**
 * Whether the host's entries can be shown: their words (`hostMenu`) come with every host screen's
 * messages, and are loaded here for a host on a cook's screen, whose messages leave them out.
 */
function useHostWords(isHost: boolean): boolean {
  const [loadedNow, setLoadedNow] = useState(false);
  const inAlready = isHost && groupLoaded('hostMenu');
  useEffect(() => {
    if (!isHost || inAlready) return;
    let live = true;
    loadGroup('hostMenu').then(
      () => live && setLoadedNow(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [isHost, inAlready]);
  return isHost && (inAlready || loadedNow);
}

/** The signed-in menu: a disclosure button, closed by Escape, a click outside or navigation. */
export function UserMenu() {
  const auth = useAuth();
  const t = useT();
  const hostWords = useHostWords(auth.isHost);
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => setOpen(false), [location.pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    globalThis.document.addEventListener('pointerdown', onPointer);
    globalThis.document.addEventListener('keydown', onKey);
    return () => {
      globalThis.document.removeEventListener('pointerdown', onPointer);
      globalThis.document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const signOut = async () => {
    setOpen(false);
    await auth.logout();
    navigate('/', { replace: true });
  };

  return (
    <div className="user-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="user-menu-button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="user-menu-name">{auth.displayName}</span>
        <span className="role-label">{auth.isHost ? (hostWords ? t('hostMenu.roleHost') : null) : t('common.userMenu.roleCook')}</span>
        <span aria-hidden="true" className="user-menu-caret" />
      </button>
      <nav id={menuId} className="user-menu-panel" hidden={!open} aria-label={t('common.userMenu.label')}>
        <ul>
          <li>
            <Link to="/">{t('common.userMenu.home')}</Link>
          </li>
          {hostWords && (
            <li>
              <Link to="/dashboard">{t('hostMenu.dashboard')}</Link>
            </li>
          )}
          <li>
            <Link to="/join">{t('common.userMenu.joinSession')}</Link>
          </li>
          <li>
            <Link to="/account/pace">{t('common.userMenu.myPace')}</Link>
          </li>
        </ul>
        {hostWords && (
          <div className="user-menu-group" role="group" aria-labelledby={`${menuId}-host`}>
            <p id={`${menuId}-host`} className="user-menu-group-title">
              {t('hostMenu.hostTools')}
            </p>
            <ul>
              <li>
                <Link to="/sessions/create">{t('hostMenu.createSession')}</Link>
              </li>
              <li>
                <Link to="/sessions/history">{t('hostMenu.sessionHistory')}</Link>
              </li>
              <li>
                <Link to="/kitchens">{t('hostMenu.manageKitchens')}</Link>
              </li>
            </ul>
          </div>
        )}
        <button type="button" className="user-menu-signout" onClick={() => void signOut()}>
          {t('common.userMenu.signOut')}
        </button>
      </nav>
    </div>
  );
}
