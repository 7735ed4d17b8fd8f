import type { Locator, Page } from 'playwright-core';

export interface Person {
  name: string;
  email: string;
  password: string;
}

/** A form field by its visible label, which marks required fields with an asterisk. */
export function field(scope: Page | Locator, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}\\*?$`));
}

export async function register(page: Page, person: Person) {
  await page.goto('/register');
  await field(page, 'Full name').fill(person.name);
  await field(page, 'Email').fill(person.email);
  await field(page, 'Password').fill(person.password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

/**
 * Registers `person` and opens the dashboard. The page goes there by itself two seconds after it
 * says the new account is signed in; tests that are not about signing up need not wait for that.
 */
export async function registerAndOpenDashboard(page: Page, person: Person) {
  await register(page, person);
  await page.getByRole('status').filter({ hasText: 'Welcome! You are now logged in.' }).waitFor();
  await page.goto('/dashboard');
}

export async function logIn(page: Page, email: string, password: string) {
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await page.waitForURL((url) => url.pathname === '/login');
}

/** Everything the page keeps in web storage, to prove no credential ever lands there. */
export function webStorage(page: Page): Promise<string> {
  return page.evaluate(() =>
    JSON.stringify({ local: { ...window.localStorage }, session: { ...window.sessionStorage } }),
  );
}

/** Fails when web storage holds a session token or anything named like a credential. */
export async function expectNoCredentialsInStorage(page: Page) {
  const storage = await webStorage(page);
  const cookies = await page.context().cookies();
  for (const cookie of cookies) {
    if (cookie.value.length >= 16 && storage.includes(cookie.value)) {
      throw new Error(`Web storage holds the value of the ${cookie.name} cookie: ${storage}`);
    }
  }
  if (/token|secret|password/i.test(storage)) {
    throw new Error(`Web storage holds something credential-like: ${storage}`);
  }
}
