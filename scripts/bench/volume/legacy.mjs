// The legacy check of issue 14, point 4: 20 readers at once of the SPEC.md complaint list with
// every file as base64 (half of them uncompressed), at volume, while /api/health is polled every
// 100 ms from a thread of its own. The API should stay under 512 MB and health under 100 ms (it
// answers a few such lists at once and 503s the rest).
// A guard stops the readers if the API grows past GUARD_BYTES, so the machine stays usable.
import { Worker } from 'node:worker_threads';
import { median } from '../lighthouse.mjs';

const LIST = '/api/Public/complaint?statusFilter=All';
const GUARD_BYTES = 3 * 1024 * 1024 * 1024;
const POLL_MS = 100;

/** Resolves to the readers' answers and health's latency; `memory` is the API's sampler. */
export async function legacyCheck(apiUrl, { readers = 20, durationS = 20, memory }) {
  const stop = new AbortController();
  const deadline = setTimeout(() => stop.abort(), durationS * 1000);
  const answers = { ok: 0, busy: 0, other: 0, failed: 0, unfinished: 0, bytes: 0 };
  let guardTripped = false;
  const guard = setInterval(() => {
    if (memory.current() > GUARD_BYTES) {
      guardTripped = true;
      stop.abort();
    }
  }, 200);
  // Every other reader takes the answer uncompressed: the API then writes as fast as the reader
  // reads, the hardest case for the requests that wait beside it.
  const read = async (index) => {
    const headers = index % 2 === 1 ? { 'accept-encoding': 'identity' } : {};
    while (!stop.signal.aborted) {
      try {
        const response = await fetch(`${apiUrl}${LIST}`, { signal: stop.signal, headers });
        let bytes = 0;
        for await (const chunk of response.body) bytes += chunk.length;
        if (response.status === 200) {
          answers.ok += 1;
          answers.bytes = bytes;
        } else if (response.status === 503) {
          answers.busy += 1;
          // As a client that honours Retry-After would, but shorter, to keep the pressure on.
          await new Promise((resolve) => setTimeout(resolve, 250));
        } else answers.other += 1;
      } catch {
        // Cut off by the end of the check (or the guard): an answer still coming.
        if (stop.signal.aborted) answers.unfinished += 1;
        else answers.failed += 1;
      }
    }
  };
  const poller = new Worker(new URL('./health-poller.mjs', import.meta.url), {
    workerData: { url: `${apiUrl}/api/health`, pollMs: POLL_MS },
  });
  const fromPoller = (expected) =>
    new Promise((resolve, reject) => {
      poller.once('message', (message) => (expected(message) ? resolve(message) : reject(message)));
      poller.once('error', reject);
    });
  await fromPoller((message) => message === 'ready');
  const polled = fromPoller(Array.isArray);
  await Promise.all(Array.from({ length: readers }, (_, index) => read(index)));
  poller.postMessage('stop');
  const latencies = await polled;
  await poller.terminate();
  clearTimeout(deadline);
  clearInterval(guard);
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    readers,
    durationS,
    answers: { ...answers, answerMb: Math.round(answers.bytes / 1024 / 1024) },
    healthPolls: latencies.length,
    healthP50Ms: Math.round(median(latencies)),
    healthP99Ms: Math.round(
      sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? NaN,
    ),
    healthMaxMs: Math.round(sorted.at(-1) ?? NaN),
    guardTripped,
  };
}
