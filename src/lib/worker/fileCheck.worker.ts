/**
 * The playground's scenario file, read and checked off the page (issue 21): the whole of readScenarioFile — the
 * text read, parsed, checked field by field and built once — runs here, so a file that takes seconds to build never
 * stops the page. It says the file's size as soon as the fields are checked (a build the page stops for time can
 * then name what made it heavy), then the verdict. The page cancels by terminating the worker.
 */
import { fileSize, readScenarioFile, type FileSize, type Loaded } from '../site/scenarioFile';

export type FileCheckRequest = { file: Blob; seed?: number };
/** `buildMs`: how long the one build took here (0 when the file was refused before it); the page places by it. */
export type FileCheckReply = { type: 'checked'; size: FileSize } | { type: 'done'; result: Loaded; buildMs: number };

const post = (m: FileCheckReply) => (self as unknown as Worker).postMessage(m);

self.onmessage = async (e: MessageEvent<FileCheckRequest>) => {
  let result: Loaded, built = -1;
  try {
    const text = await e.data.file.text();
    result = readScenarioFile(text, e.data.seed, (doc) => {
      post({ type: 'checked', size: fileSize(doc) });
      built = performance.now();
    });
  } catch (err) {
    result = { ok: false, error: `The file could not be read: ${err instanceof Error ? err.message : String(err)}.` };
  }
  post({ type: 'done', result, buildMs: built < 0 ? 0 : performance.now() - built });
};
