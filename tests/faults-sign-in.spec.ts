import { signedInAs, signInAs } from './auth.ts';
import { expect, test } from './faults.ts';
import { chooseLanguage } from './helpers.ts';

// Sign-in under faults of the identity provider (`idp`) and the provider's auth API (`auth-api`):
// the login page says what is wrong in the person's language, offers to try again, and signs in
// once the fault is cleared, without a reload (decision 048). Each test opens the login page once
// before the fault: the portal reads the provider's discovery document on its first page and keeps it.

const providerUnavailable = 'The sign-in service is unavailable right now. Please try again shortly.';
const userInfoFailed = 'Cannot load user data. Please contact the system administrator.';

for (const fault of ['down', '500', '401', '429=30']) {
  test(`an identity provider answering ${fault} is said on the login page, and sign-in works once it is back`, async ({
    page,
    faults,
  }) => {
    await page.goto('/login');
    await faults.set(`idp:${fault}`);
    await page.reload();
    await expect(page.getByRole('alert')).toHaveText(providerUnavailable);
    // No pop-up onto the provider's error page: the button waits for the provider.
    await expect(page.getByRole('button', { name: 'Sign in with Microsoft' })).toBeDisabled();
    await faults.clear();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await signInAs(page, 'Ada Admin', page.url());
    await expect(page).toHaveURL(/\/apps\/dashboards\/project/);
  });
}

test('the login page asks the provider again after its Retry-After and is ready without a click', async ({
  page,
  faults,
}) => {
  await page.goto('/login');
  await faults.set('idp:429=1');
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText(providerUnavailable);
  await faults.clear();
  await expect(page.getByRole('button', { name: 'Sign in with Microsoft' })).toBeEnabled();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

// A second on each of the stand-in's answers is tens of times their usual time, yet under every
// limit the sign-in sets (the provider check's 8 s, discovery's 5 s, the auth API's 10 s): the
// sign-in must wait it out. Two seconds checked nothing more and cost twice the wait (decision 102).
test('a slow identity provider makes sign-in wait, not fail', async ({ page, faults }) => {
  await faults.set('idp:slow=1000');
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in with Microsoft' })).toBeEnabled();
  await signedInAs(page, 'Ada Admin');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the unavailable provider is said in Arabic, right to left', async ({ page, faults }) => {
  await chooseLanguage(page, 'ar');
  await page.goto('/login');
  await faults.set('idp:500');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('alert')).toHaveText(
    'خدمة تسجيل الدخول غير متاحة حاليًا. يرجى المحاولة مرة أخرى بعد قليل.',
  );
  await expect(page.getByRole('button', { name: 'أعد المحاولة' })).toBeVisible();
});

for (const fault of ['down', '500', '401', '429=30']) {
  test(`an auth API answering ${fault} refuses the sign-in with the user-data message, and the next try works`, async ({
    page,
    faults,
  }) => {
    await faults.set(`auth-api:${fault}`);
    await signInAs(page, 'Ada Admin');
    await expect(page.getByRole('alert')).toHaveText(userInfoFailed);
    await expect(page).toHaveURL(/\/login/);
    await faults.clear();
    await signInAs(page, 'Ada Admin', page.url());
    await expect(page).toHaveURL(/\/apps\/dashboards\/project/);
  });
}

test('a slow auth API makes sign-in wait, not fail', async ({ page, faults }) => {
  await faults.set('auth-api:slow=1000');
  await signedInAs(page, 'Ada Admin');
});

test.describe('signed in before the fault', () => {
  test.use({ storageState: ({ adaSignedIn }, use) => use(adaSignedIn) });

  test("staff pages render while the auth API is down; the footer's database badge falls back", async ({
    page,
    faults,
  }) => {
    await faults.set('auth-api:500');
    await page.goto('/pages/faq');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // 'Engage_Local' when the auth API answers; 'Engage' is the fallback (docs/behaviour.md).
    const badges = page.getByRole('group', { name: 'Server information' });
    await expect(badges.getByText('Engage', { exact: true })).toBeVisible();
    await expect(badges.getByText('LOCAL', { exact: true })).toBeVisible();
  });
});
