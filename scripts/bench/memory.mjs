// The API's memory through the bench: its resident set (VmRSS of /proc/<pid>/status) every 200
// ms, the peak kept per phase (fill, routes, load, ...), and the kernel's own peak (VmHWM).
import { readFileSync } from 'node:fs';

const MEGABYTE = 1024 * 1024;

/** Reads one field of /proc/<pid>/status in bytes, or NaN when the process is gone. */
export function statusBytes(pid, field) {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(
      readFileSync(`/proc/${pid}/status`, 'utf8'),
    );
    return match ? Number(match[1]) * 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** Starts sampling `pid`; phase(name) starts a new phase, stop() returns the peaks in MB. */
export function sampleMemory(pid, { intervalMs = 200 } = {}) {
  const peaks = {};
  let phase = 'start';
  let hwm = NaN;
  const sample = () => {
    const rss = statusBytes(pid, 'VmRSS');
    if (Number.isFinite(rss)) peaks[phase] = Math.max(peaks[phase] ?? 0, rss);
    const peak = statusBytes(pid, 'VmHWM');
    if (Number.isFinite(peak)) hwm = peak;
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  timer.unref();
  return {
    phase(name) {
      sample();
      phase = name;
    },
    /** The peak so far of the current phase, in bytes (for a guard). */
    current: () => peaks[phase] ?? 0,
    stop() {
      sample();
      clearInterval(timer);
      const toMb = (bytes) => Math.round(bytes / MEGABYTE);
      return {
        peakMbByPhase: Object.fromEntries(
          Object.entries(peaks).map(([name, bytes]) => [name, toMb(bytes)]),
        ),
        peakMb: toMb(Math.max(0, ...Object.values(peaks))),
        kernelPeakMb: Number.isFinite(hwm) ? toMb(hwm) : null,
      };
    },
  };
}
