import { fetchTokensAhead, signedInAs, stateOf, storedAccounts } from './auth.ts';
import { saveState } from './stored-state.ts';
import { test as setup } from './test.ts';

// One sign-in per account (tests/auth.ts), reused by the suites that need someone signed in; the
// sign-in suite itself signs in as each demo account.
for (const account of storedAccounts) {
  setup(`sign in as ${account}`, async ({ page }) => {
    // The first sign-ins of the run meet the servers cold (and the machine busy starting them).
    setup.slow();
    await signedInAs(page, account);
    // Vera Vendor's tests only read the navigation.
    if (account !== 'Vera Vendor') await fetchTokensAhead(page);
    await saveState(page.context(), stateOf(account));
  });
}
