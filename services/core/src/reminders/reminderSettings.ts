/**
 * The administrators' switches, one per reminder kind (all on until switched off): a small
 * stream of its own, `reminder-settings`, so who switched what and when is in the audit
 * log like every other change.
 */
import { z } from 'zod';
import { DomainError, type Decider } from '../commands/decider.js';
import type { EventStore } from '../eventstore/port.js';
import { reminderKinds, type ReminderKind } from './reminderKinds.js';

export const REMINDER_SETTINGS_STREAM = 'reminder-settings';

export const reminderKindSwitched = z.object({ kind: z.enum(reminderKinds), enabled: z.boolean() });
export type ReminderSettingsEvent = { type: 'ReminderKindSwitched'; data: z.infer<typeof reminderKindSwitched> };
export type ReminderSettingsCommand = { type: 'SwitchReminderKind'; kind: ReminderKind; enabled: boolean };
export interface ReminderSettings {
  disabled: ReadonlySet<ReminderKind>;
}

const evolve = (state: ReminderSettings, event: ReminderSettingsEvent): ReminderSettings => {
  const disabled = new Set(state.disabled);
  if (event.data.enabled) disabled.delete(event.data.kind);
  else disabled.add(event.data.kind);
  return { disabled };
};

function decide(command: ReminderSettingsCommand, state: ReminderSettings): ReminderSettingsEvent[] {
  switch (command.type) {
    case 'SwitchReminderKind': {
      if (!reminderKinds.includes(command.kind)) throw new DomainError('invalid', 'Unknown reminder kind.');
      const enabled = !state.disabled.has(command.kind);
      return enabled === command.enabled ? [] : [{ type: 'ReminderKindSwitched', data: { kind: command.kind, enabled: command.enabled } }];
    }
    default: {
      const unknown: never = command.type;
      throw new Error(`Unknown command ${String(unknown)}`);
    }
  }
}

export const reminderSettingsDecider: Decider<ReminderSettingsCommand, ReminderSettingsEvent, ReminderSettings> = {
  decide,
  evolve,
  initialState: () => ({ disabled: new Set() }),
};

export async function readReminderSettings(store: EventStore): Promise<ReminderSettings> {
  const events = await store.readStream(REMINDER_SETTINGS_STREAM);
  return events.reduce((s, e) => evolve(s, { type: 'ReminderKindSwitched', data: reminderKindSwitched.parse(e.data) }), reminderSettingsDecider.initialState());
}
