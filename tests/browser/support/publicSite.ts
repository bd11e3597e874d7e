/**
 * Steps on the public site as a visitor takes them, found by the labels a visitor reads,
 * and screenshots of key steps saved under tests/e2e/artifacts/ (ignored by git).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';

export const STEP_TIMEOUT = 15_000;

const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../e2e/artifacts');

export class PublicSite {
  constructor(
    readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  async open(pathname: string): Promise<void> {
    await this.page.goto(`${this.baseUrl}${pathname}`);
  }

  /** The path and query the browser is on, once it has settled on `expected`. */
  async waitForPath(expected: string): Promise<void> {
    await this.page.waitForURL((url) => url.pathname + url.search === expected, { timeout: STEP_TIMEOUT });
  }

  /** A toast or banner with exactly this text. */
  async sees(text: string, scope: Locator | Page = this.page): Promise<void> {
    await scope.getByText(text, { exact: true }).first().waitFor({ timeout: STEP_TIMEOUT });
  }

  dialog(name: string): Locator {
    return this.page.getByRole('dialog', { name });
  }

  /** A select of MUI: open it by its label, click the option; its menu closes by itself. */
  async select(label: string, option: string, scope: Locator | Page = this.page): Promise<void> {
    await scope.getByRole('combobox', { name: label }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
    await this.page.getByRole('listbox').waitFor({ state: 'detached' });
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.open('/login');
    const form = this.page.getByRole('main').getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill(password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await this.sees('Welcome back!');
  }

  async screenshot(name: string): Promise<void> {
    mkdirSync(artifacts, { recursive: true });
    await this.page.screenshot({ path: path.join(artifacts, `public-${name}.png`), fullPage: true });
  }
}
