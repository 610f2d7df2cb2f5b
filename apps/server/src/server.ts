import { APP_BASE_PATH } from '@groundwork/shared/constants';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config/env.ts';
import { networkOrigins } from './identity/origins.ts';
import { seedDemo, type DemoSummary } from './seed/demo.ts';
import { startServing } from './start.ts';

const banner = (url: string, networkUrls: string[], config: Config, demo: DemoSummary | null): string => {
  const lines = [
    '',
    `  Groundwork is running at ${url}`,
    `  Web app:  ${url}${APP_BASE_PATH}`,
    `  API docs: ${url}/api/docs`,
    ...networkUrls.map((other) => `  On your network: ${other}${APP_BASE_PATH}`),
    `  Database: ${config.databaseUrl ? 'PostgreSQL server (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`}`,
  ];
  if (config.mailFrom && !config.smtpUrl && config.env !== 'production')
    lines.push(`  E-mail:   development outbox at ${url}/api/dev/outbox`);
  if (demo) {
    lines.push('', `  Demo sign-ins (password: ${config.demo.password})`);
    for (const person of demo.people) {
      lines.push(
        `    ${person.title.padEnd(9)} ${person.email}${person.termsAccepted ? '' : '  (has not accepted the terms yet)'}`,
      );
    }
    lines.push(
      `  Pending invitation for ${demo.invitee}: ${demo.invitationUrl ?? 'the link is in the outbox'}`,
    );
  }
  return `${lines.join('\n')}\n`;
};

const main = async () => {
  const config = loadConfig();
  const app = await buildApp(config);
  const demo = config.demo.enabled && config.roles.api ? await seedDemo(app.ctx, app.log) : null;

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  const { port } = await startServing(app, { port: config.port, host: config.host });
  if (port === null) {
    process.stdout.write('\n  Groundwork job workers are running (API=false: no HTTP listener)\n');
  } else {
    process.stdout.write(banner(`http://localhost:${port}`, networkOrigins(config, port), config, demo));
  }
};

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Groundwork failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
