// @ts-check
/**
 * Requests started in the order they arrived, one per turn of the event loop.
 *
 * Node starts a request the moment it reads it, and reads whatever the kernel says is ready, in the
 * kernel's order. A page on SQLite is rendered in one go, so while one is rendered the next requests
 * pile up, and they are then read and answered as a batch in no particular order: a request that
 * arrived first in a batch could be answered last, after waiting for two batches instead of one. At
 * 16 connections half the requests waited about the mean and one in twenty twice as long.
 *
 * Here a request read is only queued; each turn of the event loop starts the one that has waited
 * longest, and reads what arrived in the meantime before the next. The work is the same, so the
 * requests a second are too; the wait evens out. A request waiting on I/O (a
 * PostgreSQL query, an upload) does not hold up the next: a request is only started in order, not
 * finished before the next one starts. A request whose client left while it waited is not started.
 */

/**
 * @template {{ destroyed: boolean }} Req
 * @template {{ destroyed: boolean }} Res
 * @param {(req: Req, res: Res) => void} handle
 * @param {(next: () => void) => void} [nextTurn] how to wait for the next turn (setImmediate)
 * @returns {(req: Req, res: Res) => void}
 */
export function inArrivalOrder(handle, nextTurn = setImmediate) {
  /** @type {Array<[Req, Res]>} */
  const waiting = [];
  let head = 0;
  let scheduled = false;
  const startNext = () => {
    const [req, res] = waiting[head];
    waiting[head++] = /** @type {any} */ (undefined);
    if (head === waiting.length) {
      waiting.length = 0;
      head = 0;
      scheduled = false;
    } else {
      nextTurn(startNext);
    }
    if (!req.destroyed && !res.destroyed) handle(req, res);
  };
  return (req, res) => {
    waiting.push([req, res]);
    if (!scheduled) {
      scheduled = true;
      nextTurn(startNext);
    }
  };
}
