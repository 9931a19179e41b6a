import { describe, expect, it } from 'vitest';
import type pg from 'pg';
import { prepareStatements } from './prepared-statements.server';

/** A stand-in for a pg client: records what it is sent, as the driver would receive it. */
function fakeClient() {
  const sent: unknown[] = [];
  const client = {
    connection: { parsedStatements: {} as Record<string, string> },
    query(config: unknown, values?: unknown) {
      sent.push(values === undefined ? config : [config, values]);
      if (typeof config === 'object' && config !== null && 'name' in config) {
        const { name, text } = config as { name: string; text: string };
        client.connection.parsedStatements[name] = text;
      }
      return Promise.resolve({ rows: [], rowCount: 0, command: 'SELECT' });
    },
  };
  return { client, sent };
}

describe('statements prepared by name', () => {
  it('names a query with parameters and uses the same name for the same text', async () => {
    const { client, sent } = fakeClient();
    prepareStatements(client as unknown as pg.ClientBase);
    await client.query('select name from cities where id = $1', [2]);
    await client.query('select name from cities where id = $1', [3]);
    await client.query('select name from areas where id = $1', [2]);
    expect(sent).toEqual([
      { name: 'basera_0', text: 'select name from cities where id = $1', values: [2] },
      { name: 'basera_0', text: 'select name from cities where id = $1', values: [3] },
      { name: 'basera_1', text: 'select name from areas where id = $1', values: [2] },
    ]);
  });

  it('sends a query without parameters as it is', async () => {
    const { client, sent } = fakeClient();
    prepareStatements(client as unknown as pg.ClientBase);
    await client.query('begin', []);
    await client.query('commit');
    expect(sent).toEqual([['begin', []], 'commit']);
  });

  it('closes the least recently used statement past its limit, and prepares it afresh under a new name', async () => {
    const { client, sent } = fakeClient();
    prepareStatements(client as unknown as pg.ClientBase, 2);
    await client.query('select $1::int as a', [1]);
    await client.query('select $1::int as b', [1]);
    await client.query('select $1::int as a', [2]);
    await client.query('select $1::int as c', [1]);
    expect(sent.slice(3)).toEqual([
      'DEALLOCATE basera_1',
      { name: 'basera_2', text: 'select $1::int as c', values: [1] },
    ]);
    expect(Object.keys(client.connection.parsedStatements).sort()).toEqual(['basera_0', 'basera_2']);
    await client.query('select $1::int as b', [2]);
    expect(sent.slice(5)).toEqual(['DEALLOCATE basera_0', { name: 'basera_3', text: 'select $1::int as b', values: [2] }]);
  });
});
