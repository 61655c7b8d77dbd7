// The classes antd scopes its styles with (the theme's hash class and the CSS variables' class), read once for a
// table and handed to its rows' look-alike parts (row-actions.tsx, row-checkbox.tsx). Reading them registers the
// styles of the components those parts imitate, so a theme the build's stylesheet does not hold (another colour) is
// styled too. The selection boxes' click wave is one antd wave hook for the table.
import { ConfigProvider } from 'antd';
import useWave from 'antd/es/_util/wave/useWave';
import useWaveStyle from 'antd/es/_util/wave/style';
import useAvatarStyle from 'antd/es/avatar/style';
import useCheckboxStyle from 'antd/es/checkbox/style';
import useDividerStyle from 'antd/es/divider/style';
import useSpaceStyle from 'antd/es/space/style';
import useTypographyStyle from 'antd/es/typography/style';
import { useContext, useMemo, useRef, type ReactNode } from 'react';
import { useStableCallback } from '@/shared/lib/use-stable-callback';
import { RowPartsContext } from './row-parts-context';

/** Gives the row parts below it antd's scoping classes: one set of antd style hooks for the whole table. */
export function RowPartsScope({ children }: { children: ReactNode }) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const [hashId, cssVarCls] = useTypographyStyle(getPrefixCls('typography'));
  useSpaceStyle(getPrefixCls('space'));
  useDividerStyle(getPrefixCls('divider'));
  useAvatarStyle(getPrefixCls('avatar'), `${getPrefixCls('avatar')}-css-var`);
  useCheckboxStyle(getPrefixCls('checkbox'), `${getPrefixCls('checkbox')}-css-var`);
  const wavePrefix = getPrefixCls('wave');
  const waveHash = useWaveStyle(wavePrefix);
  // antd's wave draws on the element its ref holds when the frame comes; the clicked box is put there.
  const waveTarget = useRef<HTMLElement | null>(null);
  const showWave = useWave(waveTarget, `${wavePrefix} ${waveHash}`.trim(), 'Checkbox');
  // showWave is a new function each render; the context value below stays the same, so it calls the latest one.
  const stableShowWave = useStableCallback(showWave);
  const prefix = getPrefixCls();
  const classes = useMemo(
    () => ({
      prefix,
      hashId,
      cssVar: cssVarCls,
      wave: (label: HTMLElement, event: Event) => {
        waveTarget.current = label;
        stableShowWave(event as MouseEvent);
      },
    }),
    [prefix, hashId, cssVarCls, stableShowWave],
  );
  return <RowPartsContext.Provider value={classes}>{children}</RowPartsContext.Provider>;
}
