// /oauth2-app/login: the OAuth2 login of spec 000 §2.1 (A-ENV-05, decision 44). Off by default it says so and offers
// the account login; switched on it signs the callback's token in and goes on to the page asked for (the caller page
// by default), or sends the browser to the platform's authorisation.
import { Button, Flex, Result, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { BusinessError } from '@/api/errors';
import { LOGIN_PATH } from '@/shared/config/app-constants';
import { appConfig } from '@/shared/config/env';
import { authorisationUrl, OAUTH2_SOURCES, oauth2StepOf, thirdLoginFailureText } from './oauth2-login';
import { useSessionStore } from './session-store';

const accountLogin = (redirect: string) => (
  <Link to={`${LOGIN_PATH}?${new URLSearchParams({ redirect }).toString()}`} replace>
    使用账号密码登录
  </Link>
);

export function OAuth2LoginPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const thirdLogin = useSessionStore((state) => state.thirdLogin);
  const step = useMemo(() => oauth2StepOf(search, appConfig.oauth2LoginEnabled, navigator.userAgent), [search]);
  const [failure, setFailure] = useState<string | null>(null);
  const platformButtons = OAUTH2_SOURCES.map(({ source, label }) => (
    <Button key={source} type="primary" href={authorisationUrl(appConfig.apiBaseUrl, source, window.location.origin, step.redirect)}>
      {label}登录
    </Button>
  ));

  useEffect(() => {
    if (step.kind === 'authorise') window.location.assign(authorisationUrl(appConfig.apiBaseUrl, step.source, window.location.origin, step.redirect));
    if (step.kind !== 'sign-in') return;
    let current = true;
    thirdLogin(step.token, step.thirdType).then(
      () => current && navigate(step.redirect, { replace: true }),
      (error: unknown) => current && setFailure(thirdLoginFailureText(error instanceof Error ? error.message : undefined, error instanceof BusinessError ? error.body.code : undefined)),
    );
    return () => {
      current = false;
    };
  }, [step, thirdLogin, navigate]);

  if (step.kind === 'off') {
    return <Result status="info" title="OAuth2 登录未启用" subTitle="当前部署未开启企业微信、钉钉登录，请使用账号密码登录" extra={accountLogin(step.redirect)} />;
  }
  if (step.kind === 'bad-address' || failure) {
    return (
      <Result status="error" title="第三方登录失败" subTitle={step.kind === 'bad-address' ? step.problem : failure} extra={<Flex gap={8} wrap justify="center">{platformButtons}{accountLogin(step.redirect)}</Flex>} data-testid="oauth2-login-failure" />
    );
  }
  if (step.kind === 'choose') {
    return <Result status="info" title="选择登录方式" subTitle="请通过企业微信或钉钉授权登录" extra={<Flex gap={8} wrap justify="center">{platformButtons}{accountLogin(step.redirect)}</Flex>} />;
  }
  return (
    <Flex vertical align="center" gap={16} style={{ paddingTop: 96 }}>
      <Spin size="large" />
      <span>{step.kind === 'sign-in' ? '正在登录…' : '正在前往授权页…'}</span>
    </Flex>
  );
}
