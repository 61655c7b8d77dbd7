// The classes antd scopes its styles with (the theme's hash class and the CSS variables' class), read once for a
// table and handed to its rows' look-alike parts (row-actions.tsx). Reading them registers the styles of the
// components those parts imitate, so a theme the build's stylesheet does not hold (another colour) is styled too.
import { ConfigProvider } from 'antd';
import useAvatarStyle from 'antd/es/avatar/style';
import useDividerStyle from 'antd/es/divider/style';
import useSpaceStyle from 'antd/es/space/style';
import useTypographyStyle from 'antd/es/typography/style';
import { useContext, useMemo, type ReactNode } from 'react';
import { RowPartsContext } from './row-parts-context';

/** Gives the row parts below it antd's scoping classes: one set of antd style hooks for the whole table. */
export function RowPartsScope({ children }: { children: ReactNode }) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const [hashId, cssVarCls] = useTypographyStyle(getPrefixCls('typography'));
  useSpaceStyle(getPrefixCls('space'));
  useDividerStyle(getPrefixCls('divider'));
  useAvatarStyle(getPrefixCls('avatar'), `${getPrefixCls('avatar')}-css-var`);
  const prefix = getPrefixCls();
  const classes = useMemo(() => ({ prefix, hashId, cssVar: cssVarCls }), [prefix, hashId, cssVarCls]);
  return <RowPartsContext.Provider value={classes}>{children}</RowPartsContext.Provider>;
}
