/** Runs a catalogue record command and waits until the catalogue read model shows it. */
import type { Request } from 'express';
import type { RecordCommand, RecordKind } from '@app/core/catalogue/record';
import { handleCommand } from '@app/core/commands/handleCommand';
import type { ApiContext } from '../context.js';
import { commandContext } from '../http/actor.js';

export async function runRecordCommand<Name extends string, Data extends object>(
  ctx: Pick<ApiContext, 'store' | 'settle'>,
  req: Request,
  kind: RecordKind<Name, Data>,
  command: RecordCommand<Data>,
): Promise<void> {
  const result = await handleCommand(ctx.store, kind.streamId(command.id), kind.decider, command, commandContext(req));
  await ctx.settle(result.append, ['catalogue']);
}
