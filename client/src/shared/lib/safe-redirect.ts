/** Accepts only same-origin absolute paths ("/x?y"), so a crafted ?redirect= cannot leave the site. */
export function safeInternalPath(candidate: string | null | undefined): string | null {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return null;
  return candidate;
}
