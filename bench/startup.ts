import { median, startProofbox } from "./lib/processes.js";

/** Time from spawning dist/service to its first /healthz 200, over several starts. */
export async function benchStartup(runs = 7): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const service = await startProofbox();
    times.push(service.readyMs);
    await service.stop();
  }
  return times;
}

export { median };
