// What a menu item's `component` string means to the shell. The strings are the Vue2 front end's names, exactly
// as the backend sends them (docs/architecture.md §5).

const LAYOUT_PREFIX = 'layouts/';
export const IFRAME_COMPONENT = 'layouts/IframePageView';

/** layouts/RouteView, layouts/TabLayout …: containers of child routes, not pages. */
export function isLayoutComponent(component: string): boolean {
  return component.startsWith(LAYOUT_PREFIX) && component !== IFRAME_COMPONENT;
}

/** The built-in screens the online (low-code) component names open (spec 000 §2.2). */
export const OnlineScreen = {
  formList: 'online/cgform/auto-list',
  formTreeList: 'online/cgform/auto-tree-list',
  formDesignList: 'online/cgform/head-list',
  reportList: 'online/cgreport/auto-list',
  reportDesignList: 'online/cgreport/head-list',
  graphReport: 'online/graphreport/auto-chart',
} as const;

/**
 * Online-form and online-report component names of the Vue2 front end (its util.js generateChildRouters) → the
 * built-in screen that renders them. Every list variant of an online form (plain, ERP, tab, inner table) is the
 * same list screen here; the form's own configuration decides its layout.
 */
const ONLINE_COMPONENTS: Readonly<Record<string, string>> = {
  'modules/online/cgform/auto/OnlCgformAutoList': OnlineScreen.formList,
  'modules/online/cgform/auto/erp/OnlCgformErpList': OnlineScreen.formList,
  'modules/online/cgform/auto/tab/OnlCgformTabList': OnlineScreen.formList,
  'modules/online/cgform/auto/innerTable/OnlCgformInnerTableList': OnlineScreen.formList,
  'modules/online/cgform/auto/OnlCgformTreeList': OnlineScreen.formTreeList,
  'modules/online/cgform/OnlCgformHeadList': OnlineScreen.formDesignList,
  'modules/online/cgform/OnlCgformCopyList': OnlineScreen.formDesignList,
  'modules/online/cgreport/auto/OnlCgreportAutoList': OnlineScreen.reportList,
  'modules/online/cgreport/OnlCgreportHeadList': OnlineScreen.reportDesignList,
  'modules/online/graphreport/auto/GraphreportAutoChart': OnlineScreen.graphReport,
  'modules/online/graphreport/auto/OnlGraphreportAutoChart': OnlineScreen.graphReport,
};

/** The page-registry key of a menu component: online names map to their built-in screen, others stay as sent. */
export function registryKeyOf(component: string): string {
  const trimmed = component.trim().replace(/^\/+/, '').replace(/\.vue$/, '');
  return Object.hasOwn(ONLINE_COMPONENTS, trimmed) ? (ONLINE_COMPONENTS[trimmed] as string) : trimmed;
}
