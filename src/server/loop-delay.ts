import { type Histogram, monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * How late the event loop comes back to its timers: the time one turn of it holds up everything
 * else the process does (accepting connections, reading requests, writing answers; decision 123).
 * perf_hooks' monitor records the interval between two of its timer's runs, so an idle loop reads
 * its resolution (10 ms) rather than 0: the figures here are those intervals less the resolution.
 */
export interface LoopDelay {
  /** Seconds, since the last `restart`: the median, the 99th percentile and the longest. */
  read(): { p50: number; p99: number; max: number };
  /** Starts counting afresh (each scrape reads the delays since the one before). */
  restart(): void;
}

/** The loop's timer runs this often; the longer, the less it costs an idle process. */
const RESOLUTION_MS = 10;

/** The part of perf_hooks' histogram read here; a test hands in recorded intervals instead. */
type Intervals = Pick<Histogram, 'count' | 'max' | 'percentile' | 'reset'>;

export function watchLoopDelay(
  resolutionMs = RESOLUTION_MS,
  histogram: Intervals = startMonitor(resolutionMs),
): LoopDelay {
  const delayOf = (nanoseconds: number) => Math.max(0, nanoseconds / 1e6 - resolutionMs) / 1000;
  return {
    read() {
      // No interval recorded yet: nothing held the loop.
      if (histogram.count === 0) return { p50: 0, p99: 0, max: 0 };
      return {
        p50: delayOf(histogram.percentile(50)),
        p99: delayOf(histogram.percentile(99)),
        max: delayOf(histogram.max),
      };
    },
    restart() {
      histogram.reset();
    },
  };
}

function startMonitor(resolutionMs: number): Histogram {
  const histogram = monitorEventLoopDelay({ resolution: resolutionMs });
  histogram.enable();
  return histogram;
}
