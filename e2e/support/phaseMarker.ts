import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, TestCase } from '@playwright/test/reporter';

/**
 * When `E2E_PHASE_DIR` names a folder, creates in it a file named after each project as that project's first test
 * begins ('parallel', then 'alone'). CI (`.ci/run`) starts the real-services stages beside the suite once 'alone'
 * begins: that phase runs on one worker and often waits (a socket, a report job, a deploy command), so a core is free.
 */
export default class PhaseMarker implements Reporter {
  private readonly marked = new Set<string>();

  onTestBegin(test: TestCase): void {
    const dir = process.env.E2E_PHASE_DIR;
    const project = test.parent.project()?.name;
    if (!dir || !project || this.marked.has(project)) return;
    this.marked.add(project);
    fs.writeFileSync(path.join(dir, project), `${new Date().toISOString()}\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
