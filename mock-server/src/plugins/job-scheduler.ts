// The scheduler of 定时任务: once a second it runs each job with status 0 whose cron expression fires at that
// second (China time), as Quartz would. Started with the app and stopped when it closes.
import type { FastifyInstance } from 'fastify';
import { runJob } from '../domain/quartz-jobs.js';
import { quartzJobs } from '../entities/quartz-jobs.js';
import { readCron, firesAt, type CronSchedule } from '../lib/quartz-cron.js';
import type { Store } from '../store/store.js';

/** `persist` journals the store's changes after the runs of a second (a data dir), as a writing request does. */
export function registerJobScheduler(app: FastifyInstance, store: Store, now: () => number, persist?: () => Promise<void>): void {
  const schedules = new Map<string, CronSchedule | null>();
  const scheduleOf = (expression: string, at: number): CronSchedule | null => {
    if (!schedules.has(expression)) {
      const read = readCron(expression, new Date(at).getUTCFullYear());
      schedules.set(expression, read.ok ? read.schedule : null);
    }
    return schedules.get(expression)!;
  };
  // The seconds already looked at: a late tick catches up on the seconds it missed, none runs twice.
  let lastSecond = Math.floor(now() / 1000);
  const tick = () => {
    const second = Math.floor(now() / 1000);
    const from = Math.max(lastSecond + 1, second - 5);
    lastSecond = Math.max(lastSecond, second);
    let ran = false;
    for (let at = from; at <= second; at++) {
      for (const job of quartzJobs.all(store)) {
        if (job.status !== 0) continue;
        const schedule = scheduleOf(job.cronExpression, at * 1000);
        if (!schedule || !firesAt(schedule, at * 1000)) continue;
        runJob(store, job, at * 1000);
        ran = true;
      }
    }
    if (!ran) return;
    // The runs wrote the log (and maybe messages or backups): cached lists are rebuilt, the changes journaled.
    store.changed();
    persist?.().catch((error: Error) => app.log.error({ err: error }, 'scheduled jobs: changes not journaled'));
  };
  const timer = setInterval(tick, 250);
  timer.unref();
  app.addHook('onClose', (_instance, done) => {
    clearInterval(timer);
    done();
  });
}
