/** Spec 000 §2.3: a user named root is treated as a developer in the header. */
export const DEVELOPER_USERNAME = 'root';

export function isDeveloper(username: string | null | undefined): boolean {
  return username === DEVELOPER_USERNAME;
}
