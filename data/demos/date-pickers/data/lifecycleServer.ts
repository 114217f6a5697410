/**
 * A fake server for the lifecycle demos: it stores one deadline and answers after a delay, like a
 * network request would. No network call is made.
 */
let storedDeadline: string | null = '2026-05-15';

export interface SaveResult {
  deadline: string | null;
}

export function saveDeadline(deadline: string | null, delayMs = 700): Promise<SaveResult> {
  return new Promise((resolve) => {
    setTimeout(() => {
      storedDeadline = deadline;
      resolve({ deadline: storedDeadline });
    }, delayMs);
  });
}

export function initialDeadline(): string | null {
  return storedDeadline;
}
