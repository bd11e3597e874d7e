/**
 * Reads docker-compose.yml and the Dockerfile as plain data for compose.test.ts. No Docker
 * engine runs here, so the file is read the way Compose reads it: YAML with merge keys,
 * `${VAR...}` interpolation, short and long forms of environment, ports and depends_on.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ComposeService {
  image?: string;
  build?: string | { context?: string; dockerfile?: string };
  command?: string | string[];
  container_name?: string;
  environment?: Record<string, string | number | boolean | null> | string[];
  ports?: (string | number | { target: number; published?: string | number })[];
  depends_on?: string[] | Record<string, { condition?: string }>;
  volumes?: (string | { type?: string; source?: string; target: string })[];
  healthcheck?: { test?: string | string[]; disable?: boolean };
  deploy?: { replicas?: number };
}

export interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}

export function readCompose(): { text: string; file: ComposeFile } {
  const text = readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8');
  // Compose resolves YAML 1.1 merge keys (`<<: *anchor`); so must we.
  const file = parse(text, { merge: true }) as ComposeFile;
  return { text, file };
}

/** The Dockerfile a service is built from, relative to the repository root, if any. */
export function dockerfileOf(service: ComposeService): string | undefined {
  if (service.build === undefined) return undefined;
  const build = typeof service.build === 'string' ? { context: service.build } : service.build;
  return path.normalize(path.join(build.context ?? '.', build.dockerfile ?? 'Dockerfile'));
}

/** Environment as name to raw value; `null` means "passed through from the host". */
export function environmentOf(service: ComposeService): Record<string, string | null> {
  const env = service.environment ?? {};
  if (Array.isArray(env)) {
    return Object.fromEntries(
      env.map((entry) => {
        const at = entry.indexOf('=');
        return at === -1 ? [entry, null] : [entry.slice(0, at), entry.slice(at + 1)];
      }),
    );
  }
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === null ? null : String(v)]));
}

const reference = /\$(?:(\$)|\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?+])([^}]*))?\}|([A-Za-z_][A-Za-z0-9_]*))/g;

/** Names that the file requires from the host (`${VAR:?message}` or `${VAR?message}`). */
export function requiredHostVariables(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(reference)) {
    if (match[2] && match[3]?.endsWith('?')) names.add(match[2]);
  }
  return [...names];
}

/** Compose's interpolation of one value, given the host environment. */
export function interpolate(value: string, host: Record<string, string>): string {
  return value.replace(reference, (_all, dollar?: string, braced?: string, op?: string, arg?: string, bare?: string) => {
    if (dollar) return '$';
    const name = braced ?? bare ?? '';
    const given = host[name];
    const set = op?.startsWith(':') ? given !== undefined && given !== '' : given !== undefined;
    switch (op?.replace(':', '')) {
      case '-':
        return set ? (given ?? '') : (arg ?? '');
      case '+':
        return set ? (arg ?? '') : '';
      case '?':
        if (!set) throw new Error(`compose would stop: ${name} is required (${arg ?? ''})`);
        return given ?? '';
      default:
        return given ?? '';
    }
  });
}

/** The entry file a service's command runs with node (`node [flags] <file>`). */
export function entryFileOf(command: string | string[] | undefined): string | undefined {
  const words = typeof command === 'string' ? command.trim().split(/\s+/) : (command ?? []);
  if (words[0] !== 'node') return undefined;
  return words.slice(1).find((w) => /\.[cm]?[jt]s$/.test(w));
}

/** Whether a `ports` entry binds a port on the host (which replicas would fight over). */
export function bindsHostPort(entry: NonNullable<ComposeService['ports']>[number]): boolean {
  if (typeof entry === 'object') return entry.published !== undefined && entry.published !== '';
  // "3000" exposes the container port only; "3000:3000" and "127.0.0.1:3000:3000" bind one.
  return String(entry).split('/')[0]!.includes(':');
}

export function dependenciesOf(service: ComposeService): Record<string, string> {
  const deps = service.depends_on ?? [];
  if (Array.isArray(deps)) return Object.fromEntries(deps.map((d) => [d, 'service_started']));
  return Object.fromEntries(Object.entries(deps).map(([name, d]) => [name, d.condition ?? 'service_started']));
}

export function volumeTargets(service: ComposeService): { source?: string; target: string }[] {
  return (service.volumes ?? []).map((v) => {
    if (typeof v === 'object') return { source: v.source, target: v.target };
    const [source, target] = v.split(':');
    return target === undefined ? { target: source! } : { source, target };
  });
}

/**
 * The sources of a Dockerfile's COPY instructions from the build context: of all stages,
 * and of the last stage including what it inherits from the stages it is built `FROM`.
 */
export function dockerfileCopies(text: string): { all: string[]; finalStage: string[] } {
  // Drop comments and join continued lines, as Docker's parser does.
  const lines = text
    .split('\n')
    .filter((l) => !l.trim().startsWith('#'))
    .join('\n')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((l) => l.trim());
  const stages = new Map<string, string[]>();
  const all: string[] = [];
  let current: string[] = [];
  for (const line of lines) {
    const [instruction, ...args] = line.split(/\s+/);
    const keyword = instruction?.toUpperCase();
    if (keyword === 'FROM') {
      const base = args.find((a) => !a.startsWith('--')) ?? '';
      current = [...(stages.get(base) ?? [])];
      const as = args.findIndex((a) => a.toUpperCase() === 'AS');
      if (as !== -1 && args[as + 1]) stages.set(args[as + 1]!, current);
    }
    if (keyword !== 'COPY' || args.some((a) => a.startsWith('--from'))) continue;
    const sources = args.filter((a) => !a.startsWith('--')).slice(0, -1).map((s) => path.normalize(s));
    all.push(...sources);
    current.push(...sources);
  }
  return { all, finalStage: current };
}
