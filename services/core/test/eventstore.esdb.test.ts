/**
 * The event store contract against the EventStoreDB adapter: its tests run
 * where a connection string is given or a Docker engine lets testcontainers start the
 * server; elsewhere they are reported as skipped, with the reason, never silently absent.
 *
 * 1. EVENTSTORE_CONNECTION_STRING set: the suite runs against that server. Stream names
 *    carry a per-run prefix (see the contract), so reruns on a shared server do not collide.
 * 2. Otherwise, a Docker engine found: a throwaway insecure single node is started.
 * 3. Otherwise: a skipped suite whose name says why, and the same line on the console.
 */
import { randomUUID } from 'node:crypto';
import { describe, it } from 'vitest';
import { parseConfig } from '../src/config.js';
import { createEsdbEventStore } from '../src/eventstore/esdb/eventStore.js';
import type { EventStore } from '../src/eventstore/port.js';
import { describeEventStoreContract, newEvent, type ContractFixture } from './eventstore.contract.js';

const IMAGE = 'docker.kurrent.io/kurrent-latest/kurrentdb:25.1.4';
const GRPC_PORT = 2113;
const SKIP_REASON = 'EventStoreDB adapter contract: skipped, no EVENTSTORE_CONNECTION_STRING and no Docker engine';

/** Docker (or Podman) as testcontainers finds it; a missing engine answers in well under a second. */
async function dockerEngineAvailable(timeoutMs = 10_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('no answer from a container runtime')), timeoutMs);
    });
    await Promise.race([getContainerRuntimeClient(), timedOut]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A fresh node answers health checks a moment before it accepts writes (it first elects
 * itself leader), so the suite starts only after a write went through.
 */
async function untilWritable(store: EventStore, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await store.append(`esdb-ready-${randomUUID()}`, [newEvent('ReadinessProbed')], 'no_stream');
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

async function fixtureFor(connectionString: string, stopServer?: () => Promise<unknown>): Promise<ContractFixture> {
  const store = createEsdbEventStore(connectionString);
  try {
    await untilWritable(store);
    await store.verifyServer();
  } catch (error) {
    await store.close().catch(() => {});
    await stopServer?.().catch(() => {});
    throw error;
  }
  return {
    store,
    async teardown() {
      await store.close();
      await stopServer?.();
    },
  };
}

const { EVENTSTORE_CONNECTION_STRING: connectionString } = parseConfig(process.env);

if (connectionString) {
  describeEventStoreContract('EventStoreDB', () => fixtureFor(connectionString));
} else if (await dockerEngineAvailable()) {
  describeEventStoreContract('EventStoreDB (testcontainers)', async () => {
    const { GenericContainer, Wait } = await import('testcontainers');
    const container = await new GenericContainer(IMAGE)
      .withExposedPorts(GRPC_PORT)
      .withEnvironment({
        KURRENTDB_CLUSTER_SIZE: '1',
        KURRENTDB_INSECURE: 'true',
        KURRENTDB_MEM_DB: 'true',
        KURRENTDB_RUN_PROJECTIONS: 'None',
      })
      .withWaitStrategy(Wait.forHttp('/health/live', GRPC_PORT).forStatusCodeMatching((status) => status >= 200 && status < 300))
      .withStartupTimeout(100_000)
      .start();
    const url = `esdb://${container.getHost()}:${container.getMappedPort(GRPC_PORT)}?tls=false`;
    return fixtureFor(url, () => container.stop());
  });
} else {
  console.warn(`[eventstore.esdb.test] ${SKIP_REASON}`);
  describe.skip(SKIP_REASON, () => {
    it('runs the event store contract against EventStoreDB', () => {});
  });
}
