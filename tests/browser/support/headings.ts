import type { Page } from 'playwright-core';

/** The texts of the page's headings of one level, as assistive technology lists them (hidden ones left out). */
export async function headings(page: Page, level: number): Promise<string[]> {
  return (await page.getByRole('heading', { level }).allTextContents()).map((text) => text.trim());
}
