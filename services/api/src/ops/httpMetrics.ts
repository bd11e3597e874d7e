/**
 * HTTP latency histograms labelled with the route's pattern (`/api/bookings/:reference`),
 * never the raw URL: ids in paths would make one time series per booking and blow up
 * Prometheus. Requests no route matched are labelled by what served them instead.
 */
import type { RequestHandler } from 'express';
import { Histogram, type Registry } from 'prom-client';
import { secondsSince } from '@app/core/metrics/registry';

export function httpMetrics(registry: Registry): RequestHandler {
  const seconds = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status class.',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  return (req, res, next) => {
    const start = performance.now();
    res.once('finish', () => {
      seconds.observe({ method: req.method, route: routeLabel(req.route as { path?: unknown } | undefined, res.statusCode), status: `${Math.floor(res.statusCode / 100)}xx` }, secondsSince(start));
    });
    next();
  };
}

/** The matched pattern; otherwise 'unmatched' for a 404 and 'static' for files and pages of the web apps. */
export function routeLabel(route: { path?: unknown } | undefined, status: number): string {
  if (route && typeof route.path === 'string') return route.path;
  return status === 404 ? 'unmatched' : 'static';
}
