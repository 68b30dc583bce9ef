import cluster from 'node:cluster';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { AggregatorRegistry } from 'prom-client';
import { sendError } from '../http/error-handler';
import { log } from '../log/logger';
import { metricsRegistry } from './registry';

/** Where the metrics are served (METRICS_ADDRESS): never the public port. */
export interface MetricsAddress {
  host: string;
  port: number;
}

/** Reads the scrape's text: this process's registry, or every worker's added up (the cluster's primary). */
export type MetricsSource = () => Promise<string>;

export const processMetrics: MetricsSource = () => metricsRegistry.metrics();

/**
 * `GET /metrics` in Prometheus' text format; anything else on this listener answers 404 JSON. Only this answer and
 * its probe exist here: no session, no SPA, nothing a scraper could reach by accident.
 */
export function metricsListener(source: MetricsSource) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const path = (req.url ?? '/').split('?')[0];
    if ((req.method === 'GET' || req.method === 'HEAD') && path === '/metrics') {
      source()
        .then((text) => {
          res.writeHead(200, { 'Content-Type': metricsRegistry.contentType, 'Cache-Control': 'no-store' });
          res.end(req.method === 'HEAD' ? undefined : text);
        })
        .catch((error: unknown) => {
          log.error({ err: error }, 'metrics: scrape failed');
          res.writeHead(500, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ success: false, message: 'metrics unavailable' }));
        });
      return;
    }
    res.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ success: false, message: '請求錯誤 (Error404)' }));
  };
}

/** Starts the metrics listener on its own address; resolves once it listens. */
export function startMetricsServer(address: MetricsAddress, source: MetricsSource): Promise<Server> {
  const server = createServer(metricsListener(source));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(address.port, address.host, () => {
      server.off('error', reject);
      log.info(`metrics on http://${address.host}:${address.port}/metrics`);
      resolve(server);
    });
  });
}

/**
 * Several workers report as one process: each worker answers the primary's request for its registry (prom-client's
 * cluster messages), and the primary, which alone listens on METRICS_ADDRESS, adds them up. Call in every worker
 * before it serves, and in the primary for the source it scrapes.
 */
export function clusterMetrics(): MetricsSource {
  AggregatorRegistry.setRegistries([metricsRegistry]);
  const aggregator = new AggregatorRegistry();
  return cluster.isPrimary ? () => aggregator.clusterMetrics() : processMetrics;
}

/** On the public app `/metrics` is never served: 404 JSON, whether or not METRICS_ADDRESS is set. */
export function metricsNotPublic(basePath: string): RequestHandler {
  return (req, res, next) => {
    const path = basePath && req.path.startsWith(`${basePath}/`) ? req.path.slice(basePath.length) : req.path;
    if (path.replace(/\/$/, '') === '/metrics') return sendError(req, res, basePath, 404);
    next();
  };
}
