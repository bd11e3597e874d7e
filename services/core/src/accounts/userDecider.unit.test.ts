import { describe, it } from 'vitest';
import { deciderSpec } from '../commands/deciderSpec.js';
import { userDecider } from './userDecider.js';
import type { Address, UserEvent } from './userEvents.js';

const userId = '0d6f7a3e-2b1c-4c5d-8e9f-1a2b3c4d5e6f';
const addressId = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const profile = { firstName: 'Ana', middleName: null, lastName: 'Reyes', email: 'ana@example.ph', contactNumber: '+639171234567' };
const address: Address = {
  addressId,
  cityId: '11111111-2222-4333-8444-555555555555',
  streetAddress: '12 Mabini St',
  barangay: 'Poblacion',
  typeOfHome: 'Condo',
  contactNumber: null,
  apartmentNo: '5B',
};
const registered: UserEvent = { type: 'UserRegistered', data: { userId, ...profile, roles: ['customer'], picture: null } };
const { given } = deciderSpec(userDecider);

describe('the user aggregate', () => {
  it('registers once', () => {
    given([]).when({ type: 'RegisterUser', userId, profile, roles: ['customer'], picture: null }).then([registered]);
    given([registered]).when({ type: 'RegisterUser', userId, profile, roles: ['customer'], picture: null }).thenThrows('conflict');
  });

  it('records a profile or role change only when something changed', () => {
    given([registered]).when({ type: 'UpdateProfile', userId, profile }).then([]);
    given([registered])
      .when({ type: 'UpdateProfile', userId, profile: { ...profile, lastName: 'Santos' } })
      .then([{ type: 'UserProfileUpdated', data: { userId, ...profile, lastName: 'Santos' } }]);
    given([registered]).when({ type: 'ChangeRoles', userId, roles: ['customer'] }).then([]);
    given([registered]).when({ type: 'ChangeRoles', userId, roles: ['manong', 'assessor'] }).then([{ type: 'UserRolesChanged', data: { userId, roles: ['manong', 'assessor'] } }]);
  });

  it('updates an account in one decision, recording only what changed', () => {
    given([registered]).when({ type: 'UpdateAccount', userId, profile, roles: ['customer'], picture: null }).then([]);
    given([registered])
      .when({ type: 'UpdateAccount', userId, profile: { ...profile, firstName: 'Anna' }, roles: ['manong'], picture: '/uploads/p.png' })
      .then([
        { type: 'UserProfileUpdated', data: { userId, ...profile, firstName: 'Anna' } },
        { type: 'UserRolesChanged', data: { userId, roles: ['manong'] } },
        { type: 'UserPictureChanged', data: { userId, picture: '/uploads/p.png' } },
      ]);
    given([]).when({ type: 'UpdateAccount', userId, profile }).thenThrows('not_found');
  });

  it('keeps addresses: add, update, remove; another id is not found', () => {
    const added: UserEvent = { type: 'AddressAdded', data: { userId, ...address } };
    given([registered]).when({ type: 'AddAddress', userId, address }).then([added]);
    given([registered, added]).when({ type: 'UpdateAddress', userId, address: { ...address, barangay: 'San Antonio' } }).then([{ type: 'AddressUpdated', data: { userId, ...address, barangay: 'San Antonio' } }]);
    given([registered]).when({ type: 'UpdateAddress', userId, address }).thenThrows('not_found', 'The address does not exist.');
    given([registered, added]).when({ type: 'RemoveAddress', userId, addressId }).then([{ type: 'AddressRemoved', data: { userId, addressId } }]);
    given([registered, added, { type: 'AddressRemoved', data: { userId, addressId } }]).when({ type: 'RemoveAddress', userId, addressId }).thenThrows('not_found');
  });

  it('refuses every change to a removed or unknown account', () => {
    const removed: UserEvent = { type: 'UserRemoved', data: { userId } };
    given([registered]).when({ type: 'RemoveUser', userId }).then([removed]);
    given([registered, removed]).when({ type: 'UpdateProfile', userId, profile }).thenThrows('not_found');
    given([]).when({ type: 'AddAddress', userId, address }).thenThrows('not_found');
  });

  it('text messages: on until the customer says no; each change of mind is one event, a repeat none', () => {
    const no: UserEvent = { type: 'TextMessagesChosen', data: { userId, allowed: false } };
    given([registered]).when({ type: 'ChooseTextMessages', userId, allowed: true }).then([]);
    given([registered]).when({ type: 'ChooseTextMessages', userId, allowed: false }).then([no]);
    given([registered, no]).when({ type: 'ChooseTextMessages', userId, allowed: false }).then([]);
    given([registered, no]).when({ type: 'ChooseTextMessages', userId, allowed: true }).then([{ type: 'TextMessagesChosen', data: { userId, allowed: true } }]);
    given([]).when({ type: 'ChooseTextMessages', userId, allowed: true }).thenThrows('not_found');
  });
});
