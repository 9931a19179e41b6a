/**
 * Runs at most `slots` tasks at once; the others wait their turn, first come first served. Photo
 * rendering takes a core per photo for a while, and pages need one too.
 */
export function taskLimit(slots: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running < slots) running++;
    else await new Promise<void>((turn) => waiting.push(turn));
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line, or is given back.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
