import { describe, expect, it } from 'vitest';
import { imageProcessEntry } from './image-process-entry.mjs';

const CLIENT = '/app/src/lib/media/image-worker.server.ts';
// image-worker.server.ts as Vite hands it on, types removed.
const CLIENT_CODE = `import { fork } from 'node:child_process';
const IMAGE_PROCESS_ENTRY = null;
export function renderUpload(bytes) { return IMAGE_PROCESS_ENTRY === null ? 'here' : 'there'; }`;

interface Emitted {
  type: string;
  id: string;
  fileName: string;
}

function plugin(ssr: boolean) {
  const built = imageProcessEntry();
  (built.configResolved as (config: { build: { ssr: boolean } }) => void)({ build: { ssr } });
  const emitted: Emitted[] = [];
  const context = {
    emitFile: (file: Emitted) => {
      emitted.push(file);
      return 'ref1';
    },
  };
  const transform = (code: string, id: string) => (built.transform as (this: typeof context, code: string, id: string) => { code: string } | null).call(context, code, id);
  return { transform, emitted };
}

describe('imageProcessEntry', () => {
  it('builds the image process as an entry of its own and points the server code at it', () => {
    const { transform, emitted } = plugin(true);
    const out = transform(CLIENT_CODE, CLIENT)!;
    expect(emitted).toEqual([{ type: 'chunk', id: expect.stringMatching(/src\/lib\/media\/image-process\.ts$/), fileName: 'image-process.mjs' }]);
    expect(out.code).toContain('const IMAGE_PROCESS_ENTRY = import.meta.ROLLUP_FILE_URL_ref1;');
    expect(out.code).not.toContain('IMAGE_PROCESS_ENTRY = null');
  });

  it('leaves other modules, and the client build, as they are', () => {
    const server = plugin(true);
    expect(server.transform(CLIENT_CODE, '/app/src/lib/media/images.server.ts')).toBeNull();
    const client = plugin(false);
    expect(client.transform(CLIENT_CODE, CLIENT)).toBeNull();
    expect([...server.emitted, ...client.emitted]).toEqual([]);
  });

  it('refuses to build when the server code no longer declares the entry as expected', () => {
    const { transform } = plugin(true);
    expect(() => transform(CLIENT_CODE.replace('= null;', '= undefined;'), CLIENT)).toThrow(/no longer declares IMAGE_PROCESS_ENTRY/);
  });
});
