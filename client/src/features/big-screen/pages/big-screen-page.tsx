import { useQuery } from '@tanstack/react-query';
import { ConfigProvider, theme } from 'antd';
import { useMemo } from 'react';
import { SYSTEM_NAME } from '@/shared/config/app-constants';
import { bigScreenQueries } from '../api/big-screen-queries';
import { BudgetRankPanel } from '../components/budget-rank-panel';
import { ChinaMapPanel } from '../components/china-map-panel';
import { DueInPanel } from '../components/due-in-panel';
import { HeadcountPanel } from '../components/headcount-panel';
import { LiveClock } from '../components/live-clock';
import { ProfitPanel } from '../components/profit-panel';
import { ProjectDistributionPanel } from '../components/project-distribution-panel';
import { RevenuePanel } from '../components/revenue-panel';
import { countByArea } from '../model/project-distribution';

const column = { display: 'flex', flexDirection: 'column', gap: 12, minWidth: 0, minHeight: 0 } as const;

/** Below this the panels would be too short to read: the screen scrolls instead of squeezing them further. */
const MIN_PANELS_HEIGHT = 600;

/**
 * /bigscreen/screen, opened in a new window from the top bar (spec 000 §2.1, §2.5): the whole viewport, the
 * families revenue, profit, budget rank, due-in, project distribution, the China map and headcount.
 */
export function BigScreenPage() {
  const { data: projects = [] } = useQuery(bigScreenQueries.projects());
  const areas = useMemo(() => countByArea(projects), [projects]);

  return (
    <ConfigProvider theme={{ algorithm: theme.darkAlgorithm }}>
      <div
        data-testid="big-screen"
        style={{
          position: 'fixed',
          inset: 0,
          overflow: 'auto',
          background: 'radial-gradient(ellipse at top, #0d2a55 0%, #061530 70%)',
          color: '#cfe3ff',
          fontFamily: '-apple-system, BlinkMacSystemFont, "Segoe UI", "PingFang SC", "Microsoft YaHei", "WenQuanYi Zen Hei", sans-serif',
          padding: '0 16px 16px',
          display: 'flex',
          flexDirection: 'column',
          minWidth: 1200,
        }}
      >
        <header style={{ display: 'grid', gridTemplateColumns: '1fr auto 1fr', alignItems: 'center', height: 64 }}>
          <span style={{ color: '#7ec0ff' }}>{SYSTEM_NAME}</span>
          <h1 style={{ margin: 0, fontSize: 28, color: '#fff', letterSpacing: 4 }}>经营数据大屏</h1>
          <div style={{ justifySelf: 'end' }}>
            <LiveClock />
          </div>
        </header>
        <main
          style={{ flex: 1, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.4fr) minmax(0, 1fr)', gridTemplateRows: 'minmax(0, 1fr)', gap: 12, minHeight: MIN_PANELS_HEIGHT }}
        >
          <div style={column}>
            <RevenuePanel />
            <ProfitPanel />
            <BudgetRankPanel />
          </div>
          <div style={column}>
            <ChinaMapPanel areas={areas} />
            <ProjectDistributionPanel areas={areas} />
          </div>
          <div style={column}>
            <DueInPanel />
            <HeadcountPanel />
          </div>
        </main>
      </div>
    </ConfigProvider>
  );
}
