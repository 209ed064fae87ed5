import { spawn, spawnSync } from 'node:child_process';
import { AppError } from './errors.ts';

const TIMEOUT_MS = 20_000;
const MAX_OUTPUT = 64 * 1024 * 1024;
let available: boolean | undefined;

/** True when an `ffmpeg` binary is on the PATH (checked once). */
export function hasFfmpeg(): boolean {
  available ??= spawnSync('ffmpeg', ['-version'], { stdio: 'ignore', timeout: 5000 }).status === 0;
  return available;
}

/** Runs ffmpeg with a time limit and answers its standard output. */
export function runFfmpeg(args: string[], timeoutMs = TIMEOUT_MS): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-nostdin', ...args], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const chunks: Buffer[] = [];
    let size = 0;
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_OUTPUT) child.kill('SIGKILL');
      else chunks.push(chunk);
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (signal) reject(new AppError(422, 'processing_timeout', 'The file took too long to convert'));
      else if (code !== 0) reject(new AppError(422, 'invalid_video', 'The video could not be read'));
      else resolve(Buffer.concat(chunks));
    });
  });
}

/** A poster frame of a video file as PNG: one second in, or the first frame of a shorter clip. */
export async function videoPoster(file: string): Promise<Buffer> {
  const frame = (at: string) =>
    runFfmpeg(['-ss', at, '-i', file, '-frames:v', '1', '-f', 'image2pipe', '-vcodec', 'png', 'pipe:1']);
  const poster = await frame('1');
  return poster.length ? poster : frame('0');
}
