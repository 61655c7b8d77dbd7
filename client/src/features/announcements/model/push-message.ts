// Frames of the announcement socket (x-websockets /websocket/{userId}).

export type PushFrame = { cmd: 'topic' | 'user'; msgId?: string; msgTxt?: string } | { cmd: 'heartcheck' } | { cmd: 'other' };

/** Parses a server frame without eval (upstream eval'd it); anything unreadable is `other`. */
export function parsePushFrame(text: unknown): PushFrame {
  if (typeof text !== 'string') return { cmd: 'other' };
  try {
    const data: unknown = JSON.parse(text);
    if (typeof data !== 'object' || data === null) return { cmd: 'other' };
    const { cmd, msgId, msgTxt } = data as Record<string, unknown>;
    if (cmd === 'topic' || cmd === 'user') {
      return { cmd, msgId: typeof msgId === 'string' ? msgId : undefined, msgTxt: typeof msgTxt === 'string' ? msgTxt : undefined };
    }
    return cmd === 'heartcheck' ? { cmd } : { cmd: 'other' };
  } catch {
    return { cmd: 'other' };
  }
}

/** The list reloads on a push with command topic (everyone) or user (addressed users). */
export function refreshesList(frame: PushFrame): boolean {
  return frame.cmd === 'topic' || frame.cmd === 'user';
}
