// The embedded database on disk, made to survive a power cut and not only a killed process.
//
// PGlite starts PostgreSQL with fsync off (`-F`), and the emscripten Node filesystem it runs on has no fsync of
// its own, so by default committed data sits in the operating system's cache until the kernel writes it back.
// Here PostgreSQL runs with fsync on, its WAL is flushed with fsync() (emscripten routes fsync() to the stream's
// fsync, but makes fdatasync() a no-op), and that stream fsync calls the real one on the real file. A commit is
// therefore on disk before the server answers, exactly as on a PostgreSQL server.
import { execFile } from 'node:child_process';
import {
  closeSync,
  existsSync,
  fsyncSync,
  openSync,
  readdirSync,
  renameSync,
  rmdirSync,
  rmSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import v8 from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type PostgresMod = Parameters<NodeFS['init']>[1];
type EmscriptenModule = { NODEFS: { stream_ops: Record<string, unknown> } };

class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: PostgresMod) {
    // Before PostgreSQL opens the folder: a new one is made first (see createCluster).
    if (!existsSync(join(this.rootDir, 'PG_VERSION'))) await createCluster(this.rootDir);
    const syncStream = (stream: { nfd?: number }) => {
      if (stream.nfd !== undefined) fsyncSync(stream.nfd);
      return 0;
    };
    const preRun = [
      ...(opts.preRun ?? []),
      (mod: EmscriptenModule) => (mod.NODEFS.stream_ops.fsync = syncStream),
    ];
    return super.init(pg, { ...opts, preRun } as PostgresMod);
  }
}

/**
 * PostgreSQL's memory inside the WebAssembly heap, which grows to the most it ever held and never shrinks, so every
 * megabyte here is a megabyte of the server's resident memory for good. shared_buffers (PostgreSQL's default 128 MB,
 * allocated and touched at start) is the bulk: pages it does not hold are read from the operating system's file
 * cache, one system call each. maintenance_work_mem bounds an index build or VACUUM (default 64 MB); work_mem stays
 * 4 MB per sort or hash.
 */
export const memoryParams = ['-c', 'shared_buffers=16MB', '-c', 'maintenance_work_mem=16MB'];

export const durableStartParams = PGlite.defaultStartParams
  .filter((param) => param !== '-F')
  .concat(['-c', 'fsync=on', '-c', 'wal_sync_method=fsync', '-c', 'synchronous_commit=on'])
  .concat(memoryParams);

/** The client at once (its queries wait for the start); `started` settles once it has started. */
export function startDurablePglite(dir: string): { client: PGlite; started: Promise<void> } {
  // V8 compiles PostgreSQL's WebAssembly with its baseline compiler, then by default again with its optimising one,
  // function by function as they grow hot, and keeps both: the second copies and the optimiser's working memory
  // (tens of MB for one of PostgreSQL's large functions) cost about 20 MB of the server's high-water mark, for no
  // query time we could measure (a catalogue join 600 times: the same ms per query either way). Baseline code
  // only, compiled by one task at a time (flags read when PGlite compiles its module, just below).
  v8.setFlagsFromString('--no-wasm-tier-up');
  v8.setFlagsFromString('--wasm-num-compilation-tasks=1');
  const isNew = !existsSync(join(dir, 'PG_VERSION'));
  const client = new PGlite({ fs: new DurableNodeFS(dir), startParams: durableStartParams });
  // PGlite unpacks a new folder without fsync, so it goes to disk once here. An existing folder needs nothing:
  // after an unclean stop PostgreSQL itself syncs the whole folder before recovery (through the fsync above).
  const started = client.waitReady.then(() => {
    if (isNew) syncTree(dir);
  });
  return { client, started };
}

/** Run in its own process: PGlite's initdb, and the start that follows it, in a new folder. */
const CREATE_CLUSTER = `
const [pglite, dir, json] = process.argv.slice(1);
const { PGlite } = await import(pglite);
const params = JSON.parse(json);
const pg = new PGlite({ dataDir: dir, startParams: [...PGlite.defaultStartParams, ...params], initDbStartParams: params });
await pg.waitReady;
await pg.close();
`;

/**
 * Makes a new database folder in a short-lived process of its own. PGlite's initdb runs a second PostgreSQL instance
 * and copies its whole heap and folder in memory (about 750 MB at the peak), and a WebAssembly heap is never given
 * back: made in the server's own process, it stayed part of the server's resident memory until it stopped. The
 * folder is made beside `dir` and renamed into place, so an interrupted first start leaves no half-made database.
 */
async function createCluster(dir: string): Promise<void> {
  const making = `${dir}.new`;
  rmSync(making, { recursive: true, force: true });
  await promisify(execFile)(process.execPath, [
    '--input-type=module',
    '-e',
    CREATE_CLUSTER,
    import.meta.resolve('@electric-sql/pglite'),
    making,
    JSON.stringify(memoryParams),
  ]);
  // Into an empty folder only (rename refuses a folder with anything in it).
  if (existsSync(dir) && readdirSync(dir).length === 0) rmdirSync(dir);
  renameSync(making, dir);
  syncPath(dirname(dir));
}

function syncTree(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) syncTree(path);
    else if (entry.isFile()) syncPath(path);
  }
  syncPath(dir);
}

function syncPath(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
