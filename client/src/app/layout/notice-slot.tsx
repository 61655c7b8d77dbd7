// The header's notice bell (spec 000 §2.3, §2.6): the shell hands the announcements feature the signed-in user,
// so the feature never reads the session store itself. The header renders `NoticeSlot`.
import { HeaderNotice } from '@/features/announcements';
import { useSessionStore } from '../session/session-store';

export function NoticeSlot() {
  const token = useSessionStore((state) => state.token);
  const userId = useSessionStore((state) => state.userInfo?.id);
  return <HeaderNotice userId={userId} token={token} />;
}
