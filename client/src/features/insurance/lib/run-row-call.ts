// A row link's call: the server's refusal (success false) shown once as a warning, as the list's own row actions
// show theirs (decision 34); failures the HTTP layer has already shown add nothing. Resolves whether it succeeded.
import { isPresentedFailure, reportingBusinessErrors } from '@/api/http';

export async function runRowCall(call: () => Promise<string>, say: { success: (text: string) => unknown; warning: (text: string) => unknown }): Promise<boolean> {
  try {
    void say.success(await reportingBusinessErrors(call));
    return true;
  } catch (error) {
    if (!isPresentedFailure(error) && error instanceof Error && error.message) void say.warning(error.message);
    return false;
  }
}
