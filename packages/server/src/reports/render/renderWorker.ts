import { getHeapStatistics } from 'node:v8';
import { parentPort } from 'node:worker_threads';
import { createReportWriter } from './createWriter';
import { lowerThreadPriority } from './lowerThreadPriority';
import type { FromWorker, ReportWriter, ToWorker } from './renderJob';

// Worker-thread entry: renders reports one after another from the pages the API thread posts, acknowledging each page
// so the API thread reads the next one only when this one is written (bounded memory on both sides). The pool reuses a
// worker for the next job, so `begin` starts a new file and a new peak.
const port = parentPort;
if (!port) throw new Error('renderWorker deve rodar numa worker thread.');
lowerThreadPriority();

let writer: ReportWriter | null = null;
let peakHeapBytes = 0;
const send = (message: FromWorker) => port.postMessage(message);
const sample = () => {
  peakHeapBytes = Math.max(peakHeapBytes, getHeapStatistics().used_heap_size);
};

// Pages are handled one at a time, in order.
let chain = Promise.resolve();
port.on('message', (message: ToWorker) => {
  chain = chain
    .then(async () => {
      if (message.type === 'begin') {
        writer = await createReportWriter(message.job);
        peakHeapBytes = 0;
      } else if (message.type === 'rows') {
        await writer?.addRows(message.rows);
        sample();
        send({ type: 'ack' });
      } else {
        await writer?.finish(message.summary);
        sample();
        send({ type: 'done', peakHeapBytes });
      }
    })
    .catch((error: unknown) => {
      writer?.abort();
      send({ type: 'error', message: error instanceof Error ? error.message : String(error) });
    });
});
