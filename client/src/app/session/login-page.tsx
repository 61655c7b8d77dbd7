// The login page (spec 000 §2.1, §4): by account or by phone; success goes to the redirect query, else home.
// Its forms draw antd's input and button markup without antd's code (login-input.tsx, login-button.tsx), so the
// first page stays light.
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { HOME_PATH } from '@/shared/config/app-constants';
import { safeInternalPath } from '@/shared/lib/safe-redirect';
import { pageTitle } from '../pages/page-title';
import { AccountLoginForm } from './account-login-form';
import './login.css';
import { PhoneLoginForm } from './phone-login-form';

const WAYS = [
  { key: 'account', label: '账号密码登录' },
  { key: 'phone', label: '手机号登录' },
] as const;

type LoginWay = (typeof WAYS)[number]['key'];

interface LoginPageProps {
  /**
   * What to start loading once the user turns to the form (a field focused, a press on the page), so the signed-in
   * screens' code arrives while they type (the route table decides). Called once; a page that is only looked at
   * loads nothing more.
   */
  onSignInIntent?: () => void;
  /** What to start loading while the login call is under way, if the intent above did not start it already. */
  onSigningIn: () => void;
  /** What to start fetching once signed in, given the path the user is sent on to. */
  onSignedIn?: (destination: string) => void;
}

export function LoginPage({ onSignInIntent, onSigningIn, onSignedIn }: LoginPageProps) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [way, setWay] = useState<LoginWay>('account');
  const intentShown = useRef(false);
  const showIntent = () => {
    if (intentShown.current) return;
    intentShown.current = true;
    onSignInIntent?.();
  };

  useEffect(() => {
    document.title = pageTitle('登录', '/user/login');
  }, []);

  const goOn = () => {
    const destination = safeInternalPath(searchParams.get('redirect')) ?? HOME_PATH;
    onSignedIn?.(destination);
    void navigate(destination, { replace: true });
  };

  return (
    <div className="login-page" onFocus={showIntent} onPointerDown={showIntent}>
      <div className="login-tabs" role="tablist">
        {WAYS.map((candidate) => (
          <button
            key={candidate.key}
            type="button"
            role="tab"
            id={`login-tab-${candidate.key}`}
            aria-selected={way === candidate.key}
            aria-controls={`login-panel-${candidate.key}`}
            className={way === candidate.key ? 'login-tab login-tab--active' : 'login-tab'}
            onClick={() => setWay(candidate.key)}
          >
            {candidate.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`login-panel-${way}`} aria-labelledby={`login-tab-${way}`}>
        {way === 'account' ? <AccountLoginForm onSigningIn={onSigningIn} onLoggedIn={goOn} /> : <PhoneLoginForm onSigningIn={onSigningIn} onLoggedIn={goOn} />}
      </div>
    </div>
  );
}
