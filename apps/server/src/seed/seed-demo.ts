/**
 * Seeds the demo campaign into the configured database (DATA_DIR's PGlite, or DATABASE_URL), waits until
 * every job the seed queued has finished (voter groups, the index, recommendations), and exits without
 * serving. The browser journeys copy the data directory this makes instead of seeding one each
 * (decision 0043); `npm start` on a copy finds the demo and seeds nothing.
 */
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/env.ts';
import { seedDemo } from './demo.ts';

const config = loadConfig();
const app = await buildApp(config);
try {
  await seedDemo(app.ctx, app.log);
  await app.ctx.jobs.drain();
} finally {
  await app.close();
}
