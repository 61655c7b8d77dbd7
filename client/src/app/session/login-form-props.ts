export interface LoginFormProps {
  /** Called as the login call starts: the route table preloads the signed-in screens meanwhile (login → workbench ≤ 1.5 s). */
  onSigningIn: () => void;
  onLoggedIn: () => void;
}
