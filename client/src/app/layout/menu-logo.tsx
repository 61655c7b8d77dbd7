import { Link } from 'react-router-dom';
import { HOME_PATH, SYSTEM_NAME } from '@/shared/config/app-constants';
import type { MenuTheme } from '../settings/ui-settings';

/** The logo links to the workbench (spec 000 §2.1). */
export function MenuLogo({ collapsed, theme }: { collapsed: boolean; theme: MenuTheme }) {
  return (
    <Link
      to={HOME_PATH}
      // The visible name first, then where it leads: a voice user says what they see (WCAG 2.5.3, label in name).
      aria-label={`${SYSTEM_NAME}，返回工作台`}
      data-testid="logo"
      style={{
        display: 'block',
        height: 64,
        lineHeight: '64px',
        padding: '0 16px',
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        fontWeight: 600,
        color: theme === 'dark' ? '#fff' : 'rgba(0,0,0,0.88)',
      }}
    >
      {collapsed ? '人员' : SYSTEM_NAME}
    </Link>
  );
}
