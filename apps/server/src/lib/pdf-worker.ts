import { parentPort } from 'node:worker_threads';
import * as mupdf from 'mupdf';

/** Renders the first page of a PDF to PNG; runs in a worker so a slow file can be stopped. */
export interface PdfTask {
  id: number;
  data: Uint8Array;
  /** The box the page is drawn for: it covers the box when `cover` is set, else fits inside it. */
  width: number;
  height: number;
  cover: boolean;
  maxPixels: number;
}

// Broken files are common and repaired silently; their warnings are no one's business.
mupdf.setLog({ error: () => {}, warning: () => {} });

function render(task: PdfTask): Uint8Array {
  const doc = mupdf.Document.openDocument(task.data, 'application/pdf');
  try {
    if (doc.countPages() < 1) throw new Error('The PDF has no pages');
    const page = doc.loadPage(0);
    const [x0, y0, x1, y1] = page.getBounds();
    const width = Math.max(1, x1 - x0);
    const height = Math.max(1, y1 - y0);
    const fit = task.cover ? Math.max : Math.min;
    const scale = Math.min(
      fit(task.width / width, task.height / height),
      Math.sqrt(task.maxPixels / (width * height)),
    );
    const pixmap = page.toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceRGB, false, true);
    try {
      return pixmap.asPNG();
    } finally {
      pixmap.destroy();
      page.destroy();
    }
  } finally {
    doc.destroy();
  }
}

parentPort!.on('message', (task: PdfTask) => {
  try {
    const png = render(task);
    parentPort!.postMessage({ id: task.id, png }, [png.buffer as ArrayBuffer]);
  } catch (error) {
    parentPort!.postMessage({ id: task.id, error: String((error as Error).message ?? error) });
  }
});
