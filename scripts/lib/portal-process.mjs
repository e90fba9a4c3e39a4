// The built portal in a process of its own, for benchmarks that read the server's memory (RSS)
// without counting the load generator. Started by scripts/lib/portal-processes.mjs; prints one
// JSON line ({ url, cookie, pid }) when it listens and is signed in, then serves until killed.
import { signedInCookie, startScriptPortal } from './portal.mjs';

const [name, port, tenantPort] = process.argv.slice(2);
const running = await startScriptPortal(name, { port, tenantPort });
const cookie = await signedInCookie(running);
console.log(JSON.stringify({ url: running.portal.url, cookie, pid: process.pid }));

const stop = () => running.portal.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
