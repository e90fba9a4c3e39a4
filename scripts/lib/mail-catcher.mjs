// MailDev, the local mail catcher (decision 125): `npm start` starts it on loopback when the
// portal is local and SMTP_URL is unset, so every mail the portal sends shows on its web page, and
// the browser suite reads its REST API (/api/email). Ports MAIL_SMTP_PORT and MAIL_WEB_PORT
// (MailDev's own defaults, 1025 and 1080); a port already taken is said and the portal starts all
// the same (mail then waits in the queue and is tried again).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MailDev } from 'maildev';

/** @param {Record<string, string | undefined>} env */
export function catcherPorts(env) {
  const local = (env.PORTAL_ENV ?? 'local') === 'local' && !env.SMTP_URL;
  return local ? { smtp: Number(env.MAIL_SMTP_PORT || 1025), web: Number(env.MAIL_WEB_PORT || 1080) } : undefined;
}

/**
 * Starts MailDev for a local portal; resolves to it (stop it with `stop()`), or undefined.
 * @param {Record<string, string | undefined>} env
 * @param {{ quiet?: boolean }} [options]
 */
export async function startMailCatcher(env, options = {}) {
  const ports = catcherPorts(env);
  if (!ports) return undefined;
  const maildev = new MailDev({
    smtp: ports.smtp,
    web: ports.web,
    ip: '127.0.0.1',
    webIp: '127.0.0.1',
    silent: true,
    mailDirectory: mkdtempSync(join(tmpdir(), 'maildev-')),
  });
  // MailDev writes its own line on start; the portal's line below says where to look.
  const write = console.log;
  console.log = () => {};
  try {
    await maildev.start();
  } catch (error) {
    console.log = write;
    console.warn(`MailDev did not start (${error instanceof Error ? error.message : error}): mail waits in the queue.`);
    return undefined;
  }
  console.log = write;
  if (!options.quiet)
    console.log(
      `MailDev: mail sent by the portal shows at http://127.0.0.1:${ports.web} (SMTP 127.0.0.1:${ports.smtp})`,
    );
  const stop = () => maildev.stop().catch(() => undefined);
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void stop());
  return { ports, stop };
}
