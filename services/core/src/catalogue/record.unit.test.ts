import { describe, it } from 'vitest';
import { deciderSpec } from '../commands/deciderSpec.js';
import { cities } from './kinds.js';

const id = '5b0e2c2e-8c55-4b5c-9d1b-0a2f4f3c1d11';
const { given } = deciderSpec(cities.decider);
const created = { type: 'CityCreated' as const, data: { id, name: 'Makati' } };

describe('a catalogue record (cities as the example)', () => {
  it('is created once', () => {
    given([]).when({ type: 'Create', id, data: { name: 'Makati' } }).then([created]);
    given([created]).when({ type: 'Create', id, data: { name: 'Makati' } }).thenThrows('conflict');
  });

  it('is updated only while it exists, and an unchanged update writes nothing', () => {
    given([created]).when({ type: 'Update', id, data: { name: 'Makati City' } }).then([{ type: 'CityUpdated', data: { id, name: 'Makati City' } }]);
    given([created]).when({ type: 'Update', id, data: { name: 'Makati' } }).then([]);
    given([]).when({ type: 'Update', id, data: { name: 'X' } }).thenThrows('not_found', 'City not found.');
  });

  it('is removed once, and a removed record cannot be changed or created again under its id', () => {
    const removed = { type: 'CityRemoved' as const, data: { id } };
    given([created]).when({ type: 'Remove', id }).then([removed]);
    given([created, removed]).when({ type: 'Remove', id }).thenThrows('not_found');
    given([created, removed]).when({ type: 'Update', id, data: { name: 'X' } }).thenThrows('not_found');
    given([created, removed]).when({ type: 'Create', id, data: { name: 'X' } }).thenThrows('conflict');
  });
});
