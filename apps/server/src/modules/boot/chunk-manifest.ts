import fs from 'node:fs';
import path from 'node:path';

/** One entry of Vite's build manifest (dist/.vite/manifest.json), keyed by the module's source path. */
interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * The script chunks that modules of the built web app need (the module's own chunk and the chunks
 * it imports, transitively), as page addresses, read from the build's manifest at start; none
 * without a build or its manifest.
 */
export function loadChunkManifest(webDist: string): (modules: readonly string[]) => string[] {
  let manifest: Record<string, ManifestChunk> = {};
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      ManifestChunk
    >;
  } catch {
    // No build here (an API test), or one without a manifest: pages name no chunks.
  }
  return (modules) => {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const module of modules) visit(module);
    return [...files].filter((file) => file.endsWith('.js')).map((file) => `/${file}`);
  };
}
