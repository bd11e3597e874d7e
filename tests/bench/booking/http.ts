/**
 * A browser-like HTTP client over a real socket (keep-alive): keeps its cookies, fetches
 * the XSRF-TOKEN cookie and echoes it as X-XSRF-TOKEN, as TestClient does over supertest.
 * Each client can claim an address of its own (X-Forwarded-For, trusted from loopback),
 * so the per-address sign-in brake treats the customers as the separate people they are.
 */
import http from 'node:http';

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: any;
}

export class BenchClient {
  private readonly cookies = new Map<string, string>();
  private token: string | undefined;

  constructor(
    private readonly base: URL,
    private readonly agent: http.Agent,
    private readonly forwardedFor?: string,
  ) {}

  async csrf(): Promise<void> {
    await this.request('GET', '/sanctum/csrf-cookie');
    if (!this.token) throw new Error('no XSRF-TOKEN cookie');
  }

  async login(email: string, password: string): Promise<Reply> {
    await this.csrf();
    return this.send('POST', '/auth/login', { email, password });
  }

  get(path: string): Promise<Reply> {
    return this.request('GET', path);
  }

  /** A state-changing call with the CSRF header (fetched first if needed). */
  async send(method: string, path: string, body?: object, extraHeaders: http.OutgoingHttpHeaders = {}): Promise<Reply> {
    if (!this.token) await this.csrf();
    return this.request(method, path, body ?? {}, extraHeaders);
  }

  request(method: string, path: string, body?: object, extraHeaders: http.OutgoingHttpHeaders = {}): Promise<Reply> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: http.OutgoingHttpHeaders = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json', ...extraHeaders };
    if (payload !== undefined) {
      headers['Content-Type'] = 'application/json';
      headers['Content-Length'] = Buffer.byteLength(payload);
    }
    if (this.token) headers['X-XSRF-TOKEN'] = this.token;
    if (this.cookies.size) headers.Cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (this.forwardedFor) headers['X-Forwarded-For'] = this.forwardedFor;
    return new Promise<Reply>((resolve, reject) => {
      const req = http.request(new URL(path, this.base), { method, headers, agent: this.agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          this.remember(res.headers['set-cookie']);
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = text;
          if ((res.headers['content-type'] ?? '').includes('json') && text) {
            try {
              parsed = JSON.parse(text);
            } catch {
              /* left as text */
            }
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: parsed });
        });
      });
      req.on('error', reject);
      if (payload !== undefined) req.write(payload);
      req.end();
    });
  }

  private remember(setCookie: string[] | undefined): void {
    for (const cookie of setCookie ?? []) {
      const match = /^([^=;\s]+)=([^;]*)/.exec(cookie);
      if (!match) continue;
      const [, name, value] = match as unknown as [string, string, string];
      this.cookies.set(name, value);
      if (name === 'XSRF-TOKEN') this.token = decodeURIComponent(value);
    }
  }
}

/** Throws with the reply when the status is not a success. */
export function ok(reply: Reply, what: string): any {
  if (reply.status >= 300) throw new Error(`${what}: ${reply.status} ${JSON.stringify(reply.body).slice(0, 400)}`);
  return reply.body?.data ?? reply.body;
}
