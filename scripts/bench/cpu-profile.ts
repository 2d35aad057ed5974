// The parts of a V8 CPU profile (node --cpu-prof) the summaries read, and a bench's measured phases.

export interface ProfileNode {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

export interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** A measured stretch of a bench, in microseconds of the monotonic clock V8's profiler also uses. */
export interface ProfilePhase {
  name: string;
  startMicros: number;
  endMicros: number;
}
