import { describe, expect, it } from 'vitest';
import { inArrivalOrder } from './arrival-order.mjs';

interface Party {
  id: string;
  destroyed: boolean;
}

/** A gate whose turns are taken by hand: `turn()` runs what was waiting for the next turn. */
function gate() {
  const started: string[] = [];
  let turns: Array<() => void> = [];
  const arrive = inArrivalOrder<Party, Party>(
    (req) => started.push(req.id),
    (next) => turns.push(next),
  );
  const turn = () => {
    const now = turns;
    turns = [];
    for (const next of now) next();
  };
  const request = (id: string, destroyed = false) => arrive({ id, destroyed }, { id, destroyed: false });
  return { started, turn, request, pendingTurns: () => turns.length };
}

describe('inArrivalOrder', () => {
  it('starts nothing as a request is read, then one request a turn, first come first started', () => {
    const { started, turn, request } = gate();
    request('a');
    request('b');
    request('c');
    expect(started).toEqual([]);
    turn();
    expect(started).toEqual(['a']);
    turn();
    expect(started).toEqual(['a', 'b']);
    turn();
    expect(started).toEqual(['a', 'b', 'c']);
  });

  it('queues what arrives between turns behind what was already waiting', () => {
    const { started, turn, request } = gate();
    request('a');
    request('b');
    turn();
    request('c');
    turn();
    turn();
    expect(started).toEqual(['a', 'b', 'c']);
  });

  it('asks for no turn once the queue is empty, and starts again when a request comes', () => {
    const { started, turn, request, pendingTurns } = gate();
    request('a');
    turn();
    expect(pendingTurns()).toBe(0);
    request('b');
    expect(pendingTurns()).toBe(1);
    turn();
    expect(started).toEqual(['a', 'b']);
  });

  it('does not start a request whose client left while it waited', () => {
    const { started, turn, request } = gate();
    request('gone', true);
    request('here');
    turn();
    turn();
    expect(started).toEqual(['here']);
  });
});
