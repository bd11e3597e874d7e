/**
 * Steps on the react-admin console as a user takes them: find a row, open a form, wait
 * for a notification. Selectors are the labels a user reads, so a renamed button fails
 * the test the way it would confuse a user.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';

const STEP_TIMEOUT = 15_000;

export class Console {
  constructor(
    readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  async open(path: string): Promise<void> {
    await this.page.goto(`${this.baseUrl}/admin${path}`);
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.open('/login');
    await this.page.locator('input[name="username"]').fill(email);
    await this.page.locator('input[name="password"]').fill(password);
    await this.page.getByRole('button', { name: 'Sign in' }).click();
    await this.page.getByText('Welcome to the admin console').waitFor({ timeout: STEP_TIMEOUT });
  }

  /** Waits for a notification with exactly this text, then dismisses it so the next one shows at once. */
  async notified(text: string): Promise<void> {
    const message = this.page.locator('.RaNotification-root, [role="alert"]').getByText(text, { exact: true });
    await message.waitFor({ timeout: STEP_TIMEOUT });
    await this.page.keyboard.press('Escape').catch(() => {});
    await message.waitFor({ state: 'detached', timeout: STEP_TIMEOUT }).catch(() => {});
  }

  row(text: string | RegExp, scope: Locator | Page = this.page): Locator {
    return scope.locator('tbody tr').filter({ hasText: text });
  }

  async waitForRow(text: string | RegExp, scope: Locator | Page = this.page): Promise<Locator> {
    const row = this.row(text, scope);
    await row.first().waitFor({ timeout: STEP_TIMEOUT });
    return row;
  }

  async waitForNoRow(text: string, scope: Locator | Page = this.page): Promise<void> {
    await this.row(text, scope).first().waitFor({ state: 'detached', timeout: STEP_TIMEOUT });
  }

  input(name: string, scope: Locator | Page = this.page): Locator {
    return scope.locator(`input[name="${name}"], textarea[name="${name}"]`).first();
  }

  async fill(values: Record<string, string>, scope: Locator | Page = this.page): Promise<void> {
    for (const [name, value] of Object.entries(values)) await this.input(name, scope).fill(value);
  }

  async save(scope: Locator | Page = this.page): Promise<void> {
    await scope.getByRole('button', { name: 'Save', exact: true }).click();
  }

  /** An autocomplete input: type, then pick the option with this text. */
  async pick(label: string, option: string, scope: Locator | Page = this.page): Promise<void> {
    const input = scope.getByRole('combobox', { name: label });
    await input.click();
    await input.fill(option);
    await this.page.getByRole('option', { name: option }).first().click();
  }

  /** A select: open it and click the option; it closes by itself. */
  async select(label: string, option: string, scope: Locator | Page = this.page): Promise<void> {
    await scope.getByRole('combobox', { name: label }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
    await this.page.getByRole('listbox').waitFor({ state: 'detached' });
  }

  /** A multiple select: open it, click each option, close its menu with Escape. */
  async selectMany(label: string, options: string[], scope: Locator | Page = this.page): Promise<void> {
    await scope.getByRole('combobox', { name: label }).click();
    for (const option of options) await this.page.getByRole('option', { name: option, exact: true }).click();
    await this.page.keyboard.press('Escape');
    await this.page.getByRole('listbox').waitFor({ state: 'detached' });
  }

  async search(text: string, scope: Locator | Page = this.page): Promise<void> {
    await scope.locator('input[name="q"]').fill(text);
  }

  /**
   * search(), then waits until the list has taken it (react-admin writes it into the URL
   * after a debounce): a click on a row before that can be undone by the list's own
   * navigation to the filtered URL.
   */
  async searchApplied(text: string): Promise<void> {
    await this.search(text);
    await this.page.waitForURL((url) => (url.searchParams.get('filter') ?? '').includes(JSON.stringify(text).slice(1, -1)), { timeout: STEP_TIMEOUT });
  }

  /** Delete with its confirmation; `answer` No declines. */
  async delete(row: Locator, answer: 'Confirm' | 'Cancel' = 'Confirm'): Promise<void> {
    await row.getByRole('button', { name: 'Delete' }).click();
    await this.page.getByRole('dialog').getByRole('button', { name: answer }).click();
  }

  /** A JSON call with the session and its CSRF token, from inside the page (test data). */
  async api<T>(method: string, path: string, body?: unknown): Promise<T> {
    return this.page.evaluate(
      async ({ method, path, body }) => {
        // Runs in the page; the tests' tsconfig has no DOM types.
        const { cookie } = (globalThis as unknown as { document: { cookie: string } }).document;
        const token = /(?:^|; )XSRF-TOKEN=([^;]*)/.exec(cookie)?.[1];
        const response = await fetch(path, {
          method,
          credentials: 'include',
          headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', 'X-XSRF-TOKEN': decodeURIComponent(token ?? '') },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
        return (await response.json()) as T;
      },
      { method, path, body },
    );
  }
}

/** A fresh browser session of its own signed in as this user (staff land on their own first screen), page errors logged. */
export async function signedInSession(browser: Browser, baseUrl: string, email: string, password: string, viewport = { width: 1400, height: 1000 }): Promise<{ context: BrowserContext; page: Page; ui: Console }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('[page error]', error.message));
  page.on('console', (m) => m.type() === 'error' && console.error('[console]', m.text().slice(0, 600)));
  const ui = new Console(page, baseUrl);
  await ui.open('/login');
  await page.locator('input[name="username"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  return { context, page, ui };
}
