import { phPhone } from '../forms/phone.js';
import { collect, type Errors } from '../forms/rules.js';
import { checkGuest, type GuestForm } from './GuestDetails.js';

/**
 * A guest's details as the server checks them: every field filled in (checkGuest, which
 * also enables Continue) and the contact number by the api's Philippine rule. Apart from
 * GuestDetails so the rule's phone metadata loads with steps 2-4 (laterSteps), not with the
 * wizard's first step.
 */
export const checkGuestDetails = (form: GuestForm): Errors => ({ ...checkGuest(form), ...collect({ contact_number: phPhone(form.contact_number) }) });
