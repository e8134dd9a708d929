import { machineKill } from './machineKill';
import { machinesAndHost } from './machinesAndHost';
import { sharedState } from './sharedState';
import { teamRelease } from './teamRelease';
import { startScaleOut, stopScaleOut, type ScaleOut } from './kit';

// `pnpm test:scale`: one deployment with nothing on the API machines' disks (kit.ts: PostgreSQL, Redis, a bucket, two
// API machines behind HAProxy, the host in the bucket), started once for every part below, in this order: the
// machine killed last.
const describeScaleOut = process.env.ERP_SCALE_OUT === '1' ? describe : describe.skip;

describeScaleOut('scale-out: two API machines, PostgreSQL, Redis and a bucket behind a load balancer', () => {
  const started: Partial<ScaleOut> = {};
  const deployment = () => started as ScaleOut;

  beforeAll(() => startScaleOut(started), 300_000);
  // Stopping two APIs and the services and removing the team's clone took over a minute at load 17 (CI, beside e2e).
  afterAll(() => stopScaleOut(started), 180_000);

  machinesAndHost(deployment);
  sharedState(deployment);
  teamRelease(deployment);
  machineKill(deployment);
});
