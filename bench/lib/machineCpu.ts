/**
 * CPU seconds the whole machine has spent busy since boot (Linux /proc/stat: user, nice, system,
 * irq and softirq of every core; idle, I/O wait and steal left out). The difference over a run is
 * what every process together used, short-lived ones included, so it means something only when
 * nothing else runs beside the bench. For a known set of processes and their children, see
 * `cpuSeconds` in ./serverProcesses.ts.
 */
import { readFileSync } from 'node:fs'

/** The kernel's clock ticks per second in /proc's CPU times (USER_HZ, 100 on Linux). */
export const USER_HZ = 100

export function machineCpuSeconds(): number {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? ''
  const [, user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0] = line.trim().split(/\s+/).map(Number)
  return (user + nice + system + irq + softirq) / USER_HZ
}
