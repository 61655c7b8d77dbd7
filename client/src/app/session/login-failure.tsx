/** The server's reason a login failed (验证码错误, 用户名或密码错误 …). */
export function LoginFailure({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <div className="login-failure" role="alert">
      {text}
    </div>
  );
}
