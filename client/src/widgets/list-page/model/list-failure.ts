// What the list helper shows for a failed list call or row action (B-LIST-14, decision 34): the server's message of
// a business failure, once. Failures the HTTP layer has already shown (an HTTP status, the expired-session modal)
// and cancelled requests add nothing.
import axios from 'axios';
import { isPresentedFailure } from '@/api/http';

export function failureToShow(error: unknown): string | null {
  if (isPresentedFailure(error) || axios.isCancel(error)) return null;
  if (error instanceof Error) return error.message || null;
  return null;
}
