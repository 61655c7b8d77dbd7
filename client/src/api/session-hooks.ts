// The HTTP layer must log the user out on 401 and expired sessions, but the session lives in the app shell.
// The shell registers its logout here at start-up.

type Logout = () => Promise<void>;

let logout: Logout = async () => {};

export function setSessionLogout(handler: Logout): void {
  logout = handler;
}

export function runSessionLogout(): Promise<void> {
  return logout();
}
