// The embedded database on disk, made to survive a power cut and not only a killed process.
//
// PGlite starts PostgreSQL with fsync off (`-F`), and the emscripten Node filesystem it runs on has no fsync of
// its own, so by default committed data sits in the operating system's cache until the kernel writes it back.
// Here PostgreSQL runs with fsync on, its WAL is flushed with fsync() (emscripten routes fsync() to the stream's
// fsync, but makes fdatasync() a no-op), and that stream fsync calls the real one on the real file. A commit is
// therefore on disk before the server answers, exactly as on a PostgreSQL server.
import { closeSync, existsSync, fsyncSync, openSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type PostgresMod = Parameters<NodeFS['init']>[1];
type EmscriptenModule = { NODEFS: { stream_ops: Record<string, unknown> } };

class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: PostgresMod) {
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

export const durableStartParams = PGlite.defaultStartParams
  .filter((param) => param !== '-F')
  .concat(['-c', 'fsync=on', '-c', 'wal_sync_method=fsync', '-c', 'synchronous_commit=on']);

/** The client at once (its queries wait for the start); `started` settles once it has started. */
export function startDurablePglite(dir: string): { client: PGlite; started: Promise<void> } {
  const isNew = !existsSync(join(dir, 'PG_VERSION'));
  const client = new PGlite({ fs: new DurableNodeFS(dir), startParams: durableStartParams });
  // PGlite unpacks a new folder without fsync, so it goes to disk once here. An existing folder needs nothing:
  // after an unclean stop PostgreSQL itself syncs the whole folder before recovery (through the fsync above).
  const started = client.waitReady.then(() => {
    if (isNew) syncTree(dir);
  });
  return { client, started };
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
