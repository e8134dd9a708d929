import type { FastifyInstance } from 'fastify';
import { checkReadiness, type Dependency, type ReadinessCheck } from './readiness';

/** How the answer names each dependency for the operator reading it (a balancer reads only the status code). */
const LABELS: Record<Dependency, string> = {
  database: 'banco de dados',
  redis: 'Redis',
  storage: 'armazenamento de arquivos',
};

/**
 * The load balancer's two questions, public and never cached:
 * - `/api/health/live`: is this process up and its event loop turning? (200, or no answer: restart it)
 * - `/api/health/ready`: can it serve? 200 when the database, Redis (when configured) and the file storage all answer;
 *   503 naming the ones that did not (take it out of rotation; it comes back by itself when they answer again).
 */
export function registerHealthRoutes(app: FastifyInstance, checks: readonly ReadinessCheck[]): void {
  app.get('/api/health/live', { config: { public: true } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/api/health/ready', { config: { public: true } }, async (request, reply) => {
    const readiness = await checkReadiness(checks, (name, error) =>
      request.log.warn({ err: error }, `prontidão: ${LABELS[name]} não respondeu`),
    );
    reply.header('Cache-Control', 'no-store');
    if (readiness.ready) return { status: 'ok', checks: readiness.checks };
    return reply.code(503).send({
      status: 'indisponivel',
      checks: readiness.checks,
      failed: readiness.failed,
      message: `Sem acesso a: ${readiness.failed.map((name) => LABELS[name]).join(', ')}.`,
    });
  });
}
