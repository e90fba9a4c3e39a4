// `npm run mail:digest`: sends at once every digest not yet sent for the current day or week (and
// the contract reminders and RFP events' notices due), with the same configuration as `npm start`
// (the environment's variables), then waits for the queue to be empty and prints what it did. For operators and
// tests (decision 127). Locally it uses the running portal's local tenant when one answers at
// TENANT_PORT, else starts one of its own for the run.

import { mailServerOf, startMail } from '../src/mail/server/mailer.ts';
import { ConfigError, loadConfig } from '../src/server/config.ts';
import { closeStorage } from '../src/server/storage/storage.ts';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig({ LOG_LEVEL: 'warn', ...process.env });
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
if (!config.mail) {
  console.error('Email is off: SMTP_URL is not set. Nothing was sent.');
  process.exit(1);
}

async function tenantAnswers(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/idp/.well-known/openid-configuration`)).ok;
  } catch {
    return false;
  }
}

const tenant =
  config.environment === 'local' && !(await tenantAnswers(config.tenantPort))
    ? await (await import('@client-portal/local-tenant')).startTenant({
        host: '127.0.0.1',
        port: config.tenantPort,
        dataDir: config.dataDir,
        portalOrigin: config.publicUrl,
        tokenTtlSeconds: config.tenantTokenTtlSeconds,
        embedTokenTtlSeconds: config.tenantEmbedTokenTtlSeconds,
      })
    : undefined;

const started = performance.now();
const mail = startMail(config, { schedule: false });
if (!mail) process.exit(1);
const result = await mail.run({ atOnce: true });
await mail.queue.idle();
await mail.close();
await tenant?.close();
await closeStorage(config);
console.log(
  `Mail run to ${mailServerOf(config.mail.smtpUrl)}: ${result.people} people, ${result.clients} clients` +
    `${result.failedClients ? ` (${result.failedClients} could not be read)` : ''}; ` +
    `${result.digests} digests, ${result.reminders} reminders and ${result.rfpNotices} RFP notices queued and sent ` +
    `in ${Math.round(performance.now() - started)} ms.`,
);
