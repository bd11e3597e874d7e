/**
 * The production topology, checked without a Docker engine: docker-compose.yml and
 * services/Dockerfile are read as data and held against the configuration module, the
 * repository's files and the rules of scaling.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { knownVariables, parseConfig } from '@app/core/config';
import { SERVICE_NODE_FLAGS } from '../../scripts/lib/run.js';
import {
  bindsHostPort,
  dependenciesOf,
  dockerfileCopies,
  dockerfileOf,
  entryFileOf,
  environmentOf,
  interpolate,
  readCompose,
  repoRoot,
  requiredHostVariables,
  volumeTargets,
} from './composeFile.js';

const APP_DOCKERFILE = path.normalize('services/Dockerfile');
/** Processes that run several replicas at once (`--scale worker=N`, standby projectors). */
const SCALED = ['worker', 'projector'];

const { text, file } = readCompose();
const services = file.services ?? {};
const names = Object.keys(services);
/** Services built from our Dockerfile: the processes of this codebase. */
const ours = names.filter((n) => dockerfileOf(services[n]!) === APP_DOCKERFILE || n === 'migrate');

/** What an operator gives for each required host variable, shaped as its use needs. */
const sampleHost: Record<string, string> = {
  POSTGRES_PASSWORD: 'sample-password-1',
  BOOTSTRAP_ADMIN_EMAIL: 'admin@example.com',
  BOOTSTRAP_ADMIN_PASSWORD: 'sample-password-2',
  SESSION_SECRET: 'sample-session-secret-of-forty-characters',
  SMTP_URL: 'smtp://mailer:sample-password-3@smtp.example.com:587',
};
const host = Object.fromEntries(requiredHostVariables(text).map((n) => [n, sampleHost[n] ?? 'sample-value-1']));

describe('interpolation as compose does it', () => {
  it('takes defaults, requires what is required, keeps $$ literal', () => {
    expect(interpolate('${A:-x}/${B-y}/$$C', { A: '' })).toBe('x/y/$C');
    expect(interpolate('${A:?give A}', { A: 'a' })).toBe('a');
    expect(() => interpolate('${A:?give A}', {})).toThrow(/A is required/);
  });
});

describe('docker-compose.yml', () => {
  it('runs api, projector and worker from our image, after a one-shot migrate', () => {
    for (const name of ['api', 'projector', 'worker', 'migrate']) expect(ours).toContain(name);
    for (const name of ['api', 'projector', 'worker']) {
      expect(dependenciesOf(services[name]!), name).toMatchObject({ migrate: 'service_completed_successfully' });
    }
  });

  it.each(ours)('%s sets only variables the configuration knows, with values it accepts', (name) => {
    const env = environmentOf(services[name]!);
    expect(Object.keys(env).length, `${name} has no environment`).toBeGreaterThan(0);
    const unknown = Object.keys(env).filter((k) => !knownVariables.includes(k));
    expect(unknown, `unknown to services/core/src/config.ts`).toEqual([]);

    const given = Object.fromEntries(
      Object.entries(env).flatMap(([k, v]) => (v === null ? [] : [[k, interpolate(v, host)]])),
    );
    const config = parseConfig(given);
    expect(config.NODE_ENV).toBe('production');
    expect(config.DEMO_DATA).toBe(false);
    // A deployment never takes test payments, keys or not.
    expect(config.PAYMENTS_SANDBOX).toBe(false);
    // Prometheus and the health checks reach the operator ports over the compose network.
    expect(config.OPERATOR_HOST, `${name} keeps its operator port on loopback`).toBe('0.0.0.0');
    // Every store the processes reach is a service of this file.
    for (const url of [config.DATABASE_URL, config.REDIS_URL, config.EVENTSTORE_CONNECTION_STRING]) {
      expect(url, `${name} lacks a store address`).toBeDefined();
      expect(names).toContain(new URL(url!).hostname);
    }
  });

  it.each(ours)('%s starts an entry file that exists', (name) => {
    const entry = entryFileOf(services[name]!.command);
    expect(entry, `${name}'s command is not "node [flags] <file>"`).toBeDefined();
    expect(existsSync(path.join(repoRoot, entry!)), `${entry} missing`).toBe(true);
  });

  it.each(ours.filter((n) => n !== 'migrate'))('%s runs with the V8 flags npm start gives the services', (name) => {
    const words = [services[name]!.command ?? []].flat().join(' ').split(/\s+/);
    for (const flag of SERVICE_NODE_FLAGS) expect(words, `${name}'s command`).toContain(flag);
  });

  it('the image runs the api with the services\' V8 flags', () => {
    const cmd = readFileSync(path.join(repoRoot, APP_DOCKERFILE), 'utf8').split('\n').find((line) => line.startsWith('CMD ')) ?? '';
    for (const flag of SERVICE_NODE_FLAGS) expect(cmd).toContain(flag);
  });

  it.each(names.filter((n) => n !== 'migrate'))('%s has a healthcheck', (name) => {
    const check = services[name]!.healthcheck;
    expect(check?.test, `${name} has no healthcheck`).toBeDefined();
    if (ours.includes(name)) expect([check!.test].flat().join(' ')).toContain('/healthz');
  });

  it.each(SCALED)('%s can run several replicas: no container_name, no host port', (name) => {
    const service = services[name];
    expect(service, `${name} is not defined`).toBeDefined();
    expect(service!.container_name).toBeUndefined();
    expect((service!.ports ?? []).filter(bindsHostPort)).toEqual([]);
  });

  it('publishes the api on port 3000', () => {
    expect(services.api?.ports?.map(String)).toContain('3000:3000');
  });

  it.each(names)('%s depends only on defined services, healthy ones having a healthcheck', (name) => {
    for (const [dependency, condition] of Object.entries(dependenciesOf(services[name]!))) {
      expect(names, `${name} depends on ${dependency}`).toContain(dependency);
      expect(['service_started', 'service_healthy', 'service_completed_successfully']).toContain(condition);
      if (condition === 'service_healthy') expect(services[dependency]!.healthcheck?.test).toBeDefined();
    }
  });

  it.each([
    ['eventstoredb', '/var/lib/kurrentdb'],
    ['postgres', '/var/lib/postgresql/data'],
    ['redis', '/data'],
  ])('%s keeps its data in a declared volume at %s', (name, dataDir) => {
    const service = services[name];
    expect(service?.image, `${name} is not defined`).toBeDefined();
    const mount = volumeTargets(service!).find((v) => v.target === dataDir);
    expect(mount?.source, `${name} has no volume at ${dataDir}`).toBeDefined();
    expect(Object.keys(file.volumes ?? {})).toContain(mount!.source);
  });

  it('keeps every Redis key (BullMQ) and persists them', () => {
    const command = [services.redis?.command ?? []].flat().join(' ');
    expect(command).toMatch(/--appendonly yes/);
    expect(command).toMatch(/--maxmemory-policy noeviction/);
  });
});

describe('services/Dockerfile', () => {
  const dockerfilePath = path.join(repoRoot, APP_DOCKERFILE);
  const workspaces = (JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { workspaces: string[] })
    .workspaces;

  it('exists', () => {
    expect(existsSync(dockerfilePath)).toBe(true);
  });

  it('copies the lockfile and every workspace manifest before `npm ci`', () => {
    const { all } = dockerfileCopies(readFileSync(dockerfilePath, 'utf8'));
    expect(all).toContain('package-lock.json');
    for (const workspace of workspaces) expect(all).toContain(path.normalize(`${workspace}/package.json`));
  });

  it.each(workspaces)('workspace %s has the package.json the image build copies', (workspace) => {
    expect(existsSync(path.join(repoRoot, workspace, 'package.json'))).toBe(true);
  });

  it.each(ours)("the image holds %s's entry file", (name) => {
    const { finalStage } = dockerfileCopies(readFileSync(dockerfilePath, 'utf8'));
    const entry = entryFileOf(services[name]!.command) ?? '';
    const copied = finalStage.some((source) => source === '.' || entry.startsWith(`${source}/`));
    expect(copied, `no COPY in the runtime stage brings ${entry}`).toBe(true);
  });
});
