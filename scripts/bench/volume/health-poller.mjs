// Polls GET /api/health in a thread of its own, so that what it measures is the API's answer
// time, not the wait of a bench process busy reading megabytes for the legacy readers.
import { parentPort, workerData } from 'node:worker_threads';

const { url, pollMs } = workerData;
const latencies = [];
let stopped = false;
parentPort.on('message', (message) => {
  if (message === 'stop') stopped = true;
});

// The thread's first fetch loads and compiles the HTTP client (50-100 ms here): that is this
// thread's start, not the API's answer time, so it is made before the readers start, untimed.
await fetch(url).then((response) => response.arrayBuffer());
parentPort.postMessage('ready');

while (!stopped) {
  const started = performance.now();
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    await response.arrayBuffer();
  } catch {
    // A health check that failed took as long as it took; it is counted as such.
  }
  latencies.push(performance.now() - started);
  await new Promise((resolve) => setTimeout(resolve, pollMs));
}
parentPort.postMessage(latencies);
