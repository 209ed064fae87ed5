import { Worker } from 'node:worker_threads';
import { AppError } from './errors.ts';
import type { PdfTask } from './pdf-worker.ts';

const TIMEOUT_MS = 20_000;
const MAX_PIXELS = 16_000_000;

interface Pending {
  resolve: (png: Buffer) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<number, Pending>();

/** The rendering worker, started on first use and replaced after a crash or a timeout. */
function getWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./pdf-worker.ts', import.meta.url), {
    resourceLimits: { maxOldGenerationSizeMb: 256 },
  });
  started.on('message', (message: { id: number; png?: Uint8Array; error?: string }) => {
    const task = pending.get(message.id);
    if (!task) return;
    pending.delete(message.id);
    clearTimeout(task.timer);
    if (message.png)
      task.resolve(Buffer.from(message.png.buffer, message.png.byteOffset, message.png.byteLength));
    else task.reject(new AppError(422, 'invalid_document', 'The PDF could not be read'));
    if (!pending.size) started.unref();
  });
  const fail = () => {
    if (worker === started) worker = undefined;
    for (const [id, task] of pending) {
      clearTimeout(task.timer);
      task.reject(new AppError(422, 'invalid_document', 'The PDF could not be read'));
      pending.delete(id);
    }
  };
  started.on('error', fail);
  started.on('exit', fail);
  worker = started;
  return started;
}

/**
 * The first page of a PDF as PNG, drawn to fit inside the box (or to cover it). mupdf (WASM) runs
 * in a worker thread: a file that takes longer than the timeout is stopped by ending the worker.
 */
export function renderPdfPage(
  input: Buffer,
  box: { width: number; height: number; cover: boolean },
): Promise<Buffer> {
  const current = getWorker();
  current.ref();
  const id = nextId++;
  return new Promise<Buffer>((resolve, reject) => {
    const timer = setTimeout(() => {
      pending.delete(id);
      reject(new AppError(422, 'processing_timeout', 'The file took too long to convert'));
      // Other files waiting on this worker fail too; the next call starts a fresh one.
      void current.terminate();
    }, TIMEOUT_MS);
    pending.set(id, { resolve, reject, timer });
    const data = new Uint8Array(input);
    const task: PdfTask = { id, data, ...box, maxPixels: MAX_PIXELS };
    current.postMessage(task, [data.buffer as ArrayBuffer]);
  });
}
