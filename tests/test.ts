import { test as base, expect } from '@playwright/test';
import { restoreLocalStorage } from './stored-state.ts';

export type { BrowserContext, Frame, Page, Response } from '@playwright/test';
export { expect };

interface PolicyViolation {
  page: string;
  directive: string;
  blocked: string;
  /** The script and line that tried it. */
  source: string;
}

/**
 * Playwright's `test`, failing any test whose pages (pop-ups and frames included) hit the
 * Content-Security-Policy: a violation is a script, style or call the policy forgot, or one it
 * rightly stopped; either way the test says so.
 */
export const test = base.extend<{ policyViolations: PolicyViolation[] }>({
  // A stored state's `localStorage` is kept beside its file and written by the test's first page
  // of the origin, not by Playwright's hidden page (tests/stored-state.ts).
  context: async ({ context, storageState }, use) => {
    if (typeof storageState === 'string') await restoreLocalStorage(context, storageState);
    await use(context);
  },
  policyViolations: [
    async ({ context }, use) => {
      const violations: PolicyViolation[] = [];
      await context.exposeBinding('__reportPolicyViolation', (_source, violation: PolicyViolation) => {
        violations.push(violation);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportPolicyViolation?: (v: unknown) => void })
            .__reportPolicyViolation;
          report?.({
            page: event.documentURI,
            directive: event.effectiveDirective,
            blocked: event.blockedURI,
            source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
          });
        });
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
