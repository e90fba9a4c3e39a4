// The built portal in a process of its own, for benchmarks that read the server's memory (RSS)
// without counting the load generator, nor the local tenant when it runs apart
// (LOCAL_TENANT=external). Started by scripts/lib/portal-processes.mjs with the portal's variables
// in its environment; prints one JSON line ({ url }) when it listens, then serves until stopped.
// It imports the portal alone: signing in (which needs the tenant's keys) is the caller's.
import { loadConfig } from '../../src/server/config.ts';
import { startPortal } from '../../src/server/main.ts';

const portal = await startPortal(loadConfig({ LOG_LEVEL: 'warn', ...process.env }));
console.log(JSON.stringify({ url: portal.url }));

const stop = () => portal.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
