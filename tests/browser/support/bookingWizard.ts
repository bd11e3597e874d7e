/**
 * The booking wizard's steps as a guest takes them in the browser (spec §2), found by the
 * labels a visitor reads. Used by booking.browser.test.ts and checkout-retry.browser.test.ts.
 */
import { randomBytes } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { STEP_TIMEOUT, type PublicSite } from './publicSite.js';

export interface GuestDetails {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  city: string;
  street: string;
  barangay: string;
  propertyType: 'Condo' | 'Office' | 'House';
}

/** A guest of that first name with an e-mail of their own and a Makati condo. */
export const guest = (firstName: string, lastName = 'Santos'): GuestDetails => ({
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}.${randomBytes(4).toString('hex')}@example.ph`,
  phone: '0917 123 4567',
  city: 'Makati',
  street: '12 Jupiter Street',
  barangay: 'Bel-Air',
  propertyType: 'Condo',
});

export class BookingWizardSteps {
  constructor(
    private readonly site: PublicSite,
    private readonly page: Page,
  ) {}

  /** Opens the wizard and accepts the work-permit disclaimer shown on entry. */
  async open(title: string): Promise<void> {
    await this.site.open(`/book-services/${title}`);
    const disclaimer = this.site.dialog('Disclaimer');
    await disclaimer.getByText('work permit', { exact: false }).waitFor({ timeout: STEP_TIMEOUT });
    await disclaimer.getByRole('button', { name: 'I understand' }).click();
    await disclaimer.waitFor({ state: 'detached' });
  }

  /** The calendar's days with open slots, once the month's slots have arrived (the next month's when this one has none left). */
  async openDays(): Promise<Locator> {
    const openDay = this.page.getByRole('button', { name: /: \d+ open slots?$/ });
    // The wide calendar's toolbar says Next, the phone's month grid Next month.
    await this.page.getByRole('button', { name: /^Next( month)?$/ }).first().waitFor({ timeout: STEP_TIMEOUT });
    if (!(await openDay.first().waitFor({ timeout: 5_000 }).then(() => true, () => false))) {
      await this.page.getByRole('button', { name: /^Next( month)?$/ }).first().click();
      await openDay.first().waitFor({ timeout: STEP_TIMEOUT });
    }
    return openDay;
  }

  /** The chosen day's time slots, listed under the calendar as buttons. */
  daySlots(): Locator {
    return this.page.getByRole('group', { name: /^Time slots on / }).getByRole('button');
  }

  /** Picks the first day of the calendar with open slots, then its first slot. Answers the slot's label. */
  async pickFirstSlot(): Promise<string> {
    await (await this.openDays()).first().click();
    const first = this.daySlots().first();
    const label = (await first.innerText()).trim();
    await first.click();
    await this.page.getByText('Date of service:', { exact: false }).waitFor({ timeout: STEP_TIMEOUT });
    return label;
  }

  async continue(): Promise<void> {
    await this.page.getByRole('button', { name: 'Continue' }).click();
  }

  /** Adds a service from the carousel with a quantity (by its + button) and a location. */
  async addService(name: string, quantity: number, location: string): Promise<void> {
    const card = this.page.getByRole('article', { name, exact: true });
    // The carousel shows a few cards a page: page on until the service is there.
    for (let page = 0; page < 10 && !(await card.isVisible()); page++) await this.page.getByRole('button', { name: 'Next services' }).click();
    for (let i = 1; i < quantity; i++) await card.getByRole('button', { name: `Increase quantity of ${name}` }).click();
    await card.getByRole('radiogroup', { name: `Location for ${name}` }).getByRole('radio', { name: location }).check();
    await card.getByRole('button', { name: `Add to cart: ${name}` }).click();
    await this.site.sees(`${name} (${quantity}) added to your cart.`);
  }

  cart() {
    return this.page.getByRole('region', { name: 'Cart' });
  }

  async applyCoupon(code: string): Promise<void> {
    const form = this.page.getByRole('form', { name: 'Promo code' });
    await form.getByLabel('Promo code').fill(code);
    await form.getByRole('button', { name: 'Apply' }).click();
  }

  async fillGuest(guest: GuestDetails): Promise<void> {
    await this.page.getByLabel('First Name').fill(guest.firstName);
    await this.page.getByLabel('Last Name').fill(guest.lastName);
    await this.page.getByLabel('Email').fill(guest.email);
    await this.page.getByLabel('Contact Number').fill(guest.phone);
    await this.site.select('City', guest.city);
    await this.page.getByLabel('Street Address').fill(guest.street);
    await this.page.getByLabel('Barangay').fill(guest.barangay);
    await this.site.select('Property type', guest.propertyType);
  }

  /** Chooses the online gateway: the Redirecting popup, then the sandbox page about 2 s later. */
  async payOnline(): Promise<void> {
    await this.page.getByRole('button', { name: 'Pay online (Xendit)' }).click();
    await this.site.dialog('Redirecting...').getByText('Please wait while we redirect you to our payment partners..').waitFor({ timeout: STEP_TIMEOUT });
    await this.page.waitForURL(/\/payments\/sandbox\//, { timeout: STEP_TIMEOUT });
  }
}
