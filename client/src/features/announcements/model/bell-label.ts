// The header bell's accessible name.

/** The badge's overflow: antd shows 99+ past it. */
export const BADGE_OVERFLOW = 99;

/** The bell's accessible name holds the count its badge shows (WCAG 2.5.3: the visible text is part of the name). */
export const bellLabel = (count: number) => (count > 0 ? `消息通知 ${count > BADGE_OVERFLOW ? `${BADGE_OVERFLOW}+` : count}` : '消息通知');
