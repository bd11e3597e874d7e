/** The user aggregate: a person's profile, roles, picture and addresses. */
import { DomainError, type Decider } from '../commands/decider.js';
import type { Address, Profile, RoleName, UserEvent } from './userEvents.js';

export type UserState =
  | { status: 'absent' }
  | { status: 'active'; profile: Profile; roles: RoleName[]; picture: string | null; addresses: Map<string, Address>; textMessages: boolean }
  | { status: 'removed' };

export type UserCommand =
  | { type: 'RegisterUser'; userId: string; profile: Profile; roles: RoleName[]; picture: string | null }
  | { type: 'UpdateProfile'; userId: string; profile: Profile }
  | { type: 'ChangeRoles'; userId: string; roles: RoleName[] }
  | { type: 'ChangePicture'; userId: string; picture: string | null }
  | { type: 'RemoveUser'; userId: string }
  /** An administrator's edit form: profile, and roles and picture when given, in one append. */
  | { type: 'UpdateAccount'; userId: string; profile: Profile; roles?: RoleName[]; picture?: string | null }
  | { type: 'AddAddress'; userId: string; address: Address }
  | { type: 'UpdateAddress'; userId: string; address: Address }
  | { type: 'RemoveAddress'; userId: string; addressId: string }
  /** Text messages (reminders) yes or no: the customer's consent. */
  | { type: 'ChooseTextMessages'; userId: string; allowed: boolean };

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function active(state: UserState) {
  if (state.status !== 'active') throw new DomainError('not_found', 'The account does not exist.');
  return state;
}

function address(state: UserState, addressId: string) {
  const found = active(state).addresses.get(addressId);
  if (!found) throw new DomainError('not_found', 'The address does not exist.');
  return found;
}

export function decide(command: UserCommand, state: UserState): UserEvent[] {
  const { userId } = command;
  switch (command.type) {
    case 'RegisterUser':
      if (state.status !== 'absent') throw new DomainError('conflict', 'The account already exists.');
      return [{ type: 'UserRegistered', data: { userId, ...command.profile, roles: command.roles, picture: command.picture } }];
    case 'UpdateProfile':
      return sameJson(active(state).profile, command.profile) ? [] : [{ type: 'UserProfileUpdated', data: { userId, ...command.profile } }];
    case 'ChangeRoles':
      return sameJson([...active(state).roles].sort(), [...command.roles].sort()) ? [] : [{ type: 'UserRolesChanged', data: { userId, roles: command.roles } }];
    case 'ChangePicture':
      return active(state).picture === command.picture ? [] : [{ type: 'UserPictureChanged', data: { userId, picture: command.picture } }];
    case 'UpdateAccount': {
      // The three parts touch disjoint state, so each is decided on the same state.
      const { profile, roles, picture } = command;
      return [
        ...decide({ type: 'UpdateProfile', userId, profile }, state),
        ...(roles ? decide({ type: 'ChangeRoles', userId, roles }, state) : []),
        ...(picture !== undefined ? decide({ type: 'ChangePicture', userId, picture }, state) : []),
      ];
    }
    case 'RemoveUser':
      active(state);
      return [{ type: 'UserRemoved', data: { userId } }];
    case 'AddAddress':
      if (active(state).addresses.has(command.address.addressId)) return [];
      return [{ type: 'AddressAdded', data: { userId, ...command.address } }];
    case 'UpdateAddress':
      return sameJson(address(state, command.address.addressId), command.address) ? [] : [{ type: 'AddressUpdated', data: { userId, ...command.address } }];
    case 'RemoveAddress':
      address(state, command.addressId);
      return [{ type: 'AddressRemoved', data: { userId, addressId: command.addressId } }];
    case 'ChooseTextMessages':
      return active(state).textMessages === command.allowed ? [] : [{ type: 'TextMessagesChosen', data: { userId, allowed: command.allowed } }];
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export function evolve(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserRegistered': {
      const { userId: _, roles, picture, ...profile } = event.data;
      return { status: 'active', profile, roles, picture: picture ?? null, addresses: new Map(), textMessages: true };
    }
    case 'UserRemoved':
      return { status: 'removed' };
  }
  if (state.status !== 'active') return state;
  switch (event.type) {
    case 'UserProfileUpdated': {
      const { userId: _, ...profile } = event.data;
      return { ...state, profile };
    }
    case 'UserRolesChanged':
      return { ...state, roles: event.data.roles };
    case 'UserPictureChanged':
      return { ...state, picture: event.data.picture };
    case 'AddressAdded':
    case 'AddressUpdated': {
      const { userId: _, ...address } = event.data;
      return { ...state, addresses: new Map(state.addresses).set(address.addressId, address) };
    }
    case 'AddressRemoved': {
      const addresses = new Map(state.addresses);
      addresses.delete(event.data.addressId);
      return { ...state, addresses };
    }
    case 'TextMessagesChosen':
      return { ...state, textMessages: event.data.allowed };
  }
}

export const userDecider: Decider<UserCommand, UserEvent, UserState> = {
  decide,
  evolve,
  initialState: () => ({ status: 'absent' }),
};
