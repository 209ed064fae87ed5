// A sheet of A4, not a screen: the page's margins, black text, tables ruled, pictures fitted.
const PRINT_CSS = `
@page { size: A4; margin: 15mm; }
body { margin: 0; font: 11pt/1.45 system-ui, 'Segoe UI', Roboto, Arial, sans-serif; color: #000; }
h1 { font-size: 20pt; margin: 0 0 8pt; }
h2 { font-size: 13pt; margin: 14pt 0 6pt; }
img { max-width: 100%; max-height: 90mm; height: auto; }
table { border-collapse: collapse; width: 100%; }
th, td { border-bottom: 0.5pt solid #bbb; padding: 3pt 6pt; text-align: left; vertical-align: top; }
tr, img { break-inside: avoid; }
`;

let frame: HTMLIFrameElement | null = null;

/**
 * Prints a leaflet on its own, through the browser's print dialog (where "Save as PDF" makes the
 * file). The sanitised leaflet HTML goes into a hidden frame of this origin, so nothing of the
 * app's page is printed and none of its styles apply; the document title names the PDF. The frame
 * stays until the next print or the dialog closes, because some browsers build the preview from
 * it after `print()` returns.
 */
export async function printLeaflet(html: string, options: { title: string; lang: string }): Promise<void> {
  frame?.remove();
  const sheet = document.createElement('iframe');
  frame = sheet;
  sheet.title = options.title;
  sheet.tabIndex = -1;
  sheet.setAttribute('aria-hidden', 'true');
  sheet.dataset.print = 'leaflet';
  Object.assign(sheet.style, {
    position: 'fixed',
    right: '0',
    bottom: '0',
    width: '0',
    height: '0',
    border: '0',
  });
  document.body.append(sheet);
  const doc = sheet.contentDocument!;
  doc.documentElement.lang = options.lang;
  doc.title = options.title;
  const style = doc.createElement('style');
  style.textContent = PRINT_CSS;
  doc.head.append(style);
  doc.body.innerHTML = html;
  // Pictures must be decoded before the dialog takes its snapshot.
  await Promise.all([...doc.images].map((image) => image.decode().catch(() => undefined)));
  const view = sheet.contentWindow!;
  view.addEventListener('afterprint', () => {
    if (frame === sheet) frame = null;
    sheet.remove();
  });
  view.focus();
  view.print();
}
