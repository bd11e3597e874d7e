/**
 * /healthz (the process is alive) and /readyz (its dependencies answer). The api mounts
 * these on its Express app; the projector and worker serve them on ports of their own.
 */
import http from 'node:http';

export type ReadinessCheck = () => Promise<void>;

export interface ReadinessReport {
  ready: boolean;
  checks: Record<string, 'ok' | string>;
}

const CHECK_TIMEOUT_MS = 2000;

export async function checkReadiness(checks: Record<string, ReadinessCheck>): Promise<ReadinessReport> {
  const entries = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      try {
        await withTimeout(check(), CHECK_TIMEOUT_MS);
        return [name, 'ok'] as const;
      } catch (error) {
        return [name, error instanceof Error ? error.message : String(error)] as const;
      }
    }),
  );
  const report: ReadinessReport = { ready: entries.every(([, v]) => v === 'ok'), checks: Object.fromEntries(entries) };
  return report;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

/**
 * A bare HTTP server answering /healthz, /readyz and, when given, /metrics.
 * Resolves once listening.
 */
export async function startHealthServer(options: {
  host: string;
  port: number;
  checks: Record<string, ReadinessCheck>;
  metrics?: () => Promise<{ contentType: string; body: string }>;
  /** What the process is doing, as JSON at /status (e.g. which projections it runs). */
  status?: () => Promise<unknown>;
}): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path === '/healthz') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'ok' }));
      return;
    }
    if (path === '/readyz') {
      void checkReadiness(options.checks).then((report) => {
        res.writeHead(report.ready ? 200 : 503, { 'content-type': 'application/json' }).end(JSON.stringify(report));
      });
      return;
    }
    if (path === '/status' && options.status) {
      void options.status().then(
        (body) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body)),
        () => res.writeHead(500).end(),
      );
      return;
    }
    if (path === '/metrics' && options.metrics) {
      void options.metrics().then(
        ({ contentType, body }) => res.writeHead(200, { 'content-type': contentType }).end(body),
        () => res.writeHead(500).end(),
      );
      return;
    }
    res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Not found' }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return server;
}
