import { createHash } from 'node:crypto';
import { heldEventNames, holdEventsUntilHydrated } from '../../scripts/held-events.ts';

/**
 * The holder of early clicks and keys (scripts/held-events.ts) as the inline script every page's
 * head runs before its body is parsed (decision 160), and its hash for the page's script policy:
 * Astro hashes the scripts it bundles, not inline ones, so the layout adds this one's.
 */
// Its lines without their indentation: the code holds no text that spans lines.
export const heldEventsScript = `(${holdEventsUntilHydrated.toString().replace(/\n\s+/g, '\n')})(document, ${JSON.stringify(heldEventNames)});`;

export const heldEventsScriptHash = `sha256-${createHash('sha256').update(heldEventsScript).digest('base64')}` as const;
