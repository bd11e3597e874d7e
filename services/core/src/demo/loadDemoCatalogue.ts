/**
 * Loads the demo catalogue through the same deciders the api uses. Ids are derived from
 * the names (UUID v5), so a second start finds every record and writes nothing.
 */
import { v5 as uuidv5 } from 'uuid';
import { categories, categoryServices, cities, locations } from '../catalogue/kinds.js';
import type { RecordCommand, RecordKind } from '../catalogue/record.js';
import { DomainError, type CommandContext } from '../commands/decider.js';
import { handleCommand } from '../commands/handleCommand.js';
import type { EventStore } from '../eventstore/port.js';
import { demoCategories, demoCities, demoLocations } from './catalogueData.js';

const NAMESPACE = '6f1c1f3e-8a4e-4f57-9d0c-3b1e6e2f9a10';
export const demoId = (kind: string, name: string) => uuidv5(`${kind}:${name}`, NAMESPACE);

const slug = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

async function createOnce<Name extends string, Data extends object>(store: EventStore, kind: RecordKind<Name, Data>, id: string, data: Data, context: CommandContext): Promise<number> {
  const command: RecordCommand<Data> = { type: 'Create', id, data };
  try {
    await handleCommand(store, kind.streamId(id), kind.decider, command, context);
    return 1;
  } catch (error) {
    // Created on an earlier start (or removed since by an administrator): leave it.
    if (error instanceof DomainError && error.code === 'conflict') return 0;
    throw error;
  }
}

/** Answers how many records were created (0 on every start after the first). */
export async function loadDemoCatalogue(store: EventStore, context: CommandContext): Promise<number> {
  let created = 0;
  for (const name of demoCities) created += await createOnce(store, cities, demoId('city', name), { name }, context);
  for (const name of demoLocations) created += await createOnce(store, locations, demoId('location', name), { name }, context);
  for (const category of demoCategories) {
    const categoryId = demoId('category', category.name);
    created += await createOnce(
      store,
      categories,
      categoryId,
      { name: category.name, friendlyName: slug(category.name), description: category.description, image: null, isFixedPrice: category.isFixedPrice, isForAssessment: !category.isFixedPrice },
      context,
    );
    for (const service of category.services) {
      created += await createOnce(store, categoryServices, demoId('service', `${category.name}/${service.name}`), { categoryId, name: service.name, price: service.price, perUnit: service.perUnit ?? null }, context);
    }
  }
  return created;
}
