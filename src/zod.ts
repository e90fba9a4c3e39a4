import { z } from 'zod';

/**
 * Zod for code that runs in the browser. Zod probes `new Function('')` once to decide whether it
 * may compile faster parsers; the portal's Content-Security-Policy has no 'unsafe-eval', so the
 * probe is a policy violation on every page that parses. Jitless mode skips the probe (and the
 * compiled parsers, which the few small documents parsed in the browser do not need).
 */
z.config({ jitless: true });

export { z };
