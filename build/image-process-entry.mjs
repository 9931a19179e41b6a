// @ts-check
/**
 * A Vite plugin that builds the image process (src/lib/media/image-process.ts) as an entry of the server
 * build of its own, and tells the server code where it is: image-worker.server.ts declares
 * `const IMAGE_PROCESS_ENTRY = null`, which becomes the built file's address (Rollup writes it relative
 * to the chunk that uses it, wherever that chunk lands). Only the server build is changed; under
 * `astro dev` and in tests the constant stays null and uploads are rendered in the server process.
 */
const WORKER_CLIENT = /[\\/]src[\\/]lib[\\/]media[\\/]image-worker\.server\.ts$/;
const DECLARATION = /const IMAGE_PROCESS_ENTRY(\s*:[^=]+)?\s*=\s*null;/;

/** @returns {import('vite').Plugin} */
export function imageProcessEntry() {
  /** @type {boolean} */
  let serverBuild = false;
  return {
    name: 'basera:image-process-entry',
    apply: 'build',
    configResolved(config) {
      serverBuild = Boolean(config.build.ssr);
    },
    transform(code, id) {
      if (!serverBuild || !WORKER_CLIENT.test(id)) return null;
      if (!DECLARATION.test(code)) throw new Error(`image-process-entry: ${id} no longer declares IMAGE_PROCESS_ENTRY = null`);
      const reference = this.emitFile({ type: 'chunk', id: new URL('../src/lib/media/image-process.ts', import.meta.url).pathname, fileName: 'image-process.mjs' });
      return { code: code.replace(DECLARATION, `const IMAGE_PROCESS_ENTRY = import.meta.ROLLUP_FILE_URL_${reference};`), map: null };
    },
  };
}
