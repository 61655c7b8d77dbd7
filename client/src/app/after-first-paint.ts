/**
 * Runs `task` once the browser has painted the current document: a frame is requested, and the task is queued
 * behind that frame's paint. A hidden page gets no frames, so a timer stands in for one there.
 */
export function afterFirstPaint(task: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    task();
  };
  requestAnimationFrame(() => setTimeout(run, 0));
  if (document.visibilityState === 'hidden') setTimeout(run, 0);
}
