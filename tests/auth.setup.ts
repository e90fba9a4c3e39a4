import { signedInAs } from './auth.ts';
import { test as setup } from './test.ts';

// One sign-in as provider staff (Ada Admin, three clients), reused by the suites that need a
// signed-in user; the sign-in suite itself signs in as each demo account.
setup('sign in as Ada Admin', async ({ page }) => {
  // The first sign-in of the run meets the servers cold (and the machine busy starting them).
  setup.slow();
  await signedInAs(page, 'Ada Admin');
  await page.context().storageState({ path: 'test-results/.auth/ada.json' });
});
