// Reading a Chrome CPU profile (CDP `Profiler.stop`): self and inclusive time by function, React's phases and antd's
// style injection, and render time by component and by chunk. Shared by the profiling scripts of bench/.

const keyOf = (node) => `${node.callFrame.functionName || '(anonymous)'} ${node.callFrame.url.split('/').pop()}:${node.callFrame.lineNumber}`;
const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n).map(([key, ms]) => `${ms.toFixed(0).padStart(7)} ms  ${key}`).join('\n');
const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);

// React's phases, antd's CSS-in-JS injection and a few known costs, watched by name
const WATCHED =
  /^(performWorkOnRoot|renderRootSync|commitRoot|commitRootImpl|flushPassiveEffects|updateCSS|removeCSS|findStyles|triggerOnScroll|navigate|setSearchParams|dispatchDiscreteEvent|processRootScheduleInMicrotask|flushSyncWorkAcrossRoots_impl|useStyleRegister|useCacheToken|\(program\)|\(garbage collector\)|\(idle\)) /;

/** The profile's summary as text: `title` first, then the tables (`rows` lines each). */
export function summariseCpuProfile(profile, { title, rows = 40 } = {}) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map();
  profile.samples.forEach((id, i) => add(self, id, (profile.timeDeltas[i] ?? 0) / 1000));

  const selfBy = new Map();
  const inclusiveBy = new Map();
  const byComponent = new Map();
  const byChunk = new Map();
  for (const [id, ms] of self) {
    add(selfBy, keyOf(byId.get(id)), ms);
    const seen = new Set();
    let componentFound = false;
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const node = byId.get(at);
      const key = keyOf(node);
      if (!seen.has(key)) {
        seen.add(key);
        add(inclusiveBy, key, ms);
      }
      // render time by component: the sample goes to the component whose body (called by renderWithHooks) it is in
      const up = parent.get(at);
      if (!componentFound && up !== undefined && byId.get(up).callFrame.functionName === 'renderWithHooks') {
        componentFound = true;
        add(byComponent, key, ms);
        add(byChunk, node.callFrame.url.split('/').pop().replace(/-[\w-]{8}\.js$/, ''), ms);
      }
    }
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const named = new Map([...inclusiveBy].filter(([key]) => /^[A-Z]|^use/.test(key)));
  return [
    `${title}: ${total.toFixed(0)} ms sampled`,
    `\nself time:\n${top(selfBy, rows)}`,
    `\ninclusive time (components and functions whose name starts with an upper-case letter or 'use'):\n${top(named, rows)}`,
    `\ninclusive time of React's phases, style injection and the engine:\n${top(new Map([...inclusiveBy].filter(([key]) => WATCHED.test(key))), 30)}`,
    `\ncomponent render time (own hooks and body) by component:\n${top(byComponent, rows)}`,
    `\n… by chunk:\n${top(byChunk, 25)}`,
  ].join('\n');
}
