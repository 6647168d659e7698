import { appendFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { JournalOp, SearchEngine } from './engine';

/** Past this many writes since the file was last compacted, it is rewritten as a snapshot. */
const COMPACT_AFTER = 20_000;

/**
 * The engine's index kept in a file, so a restart loses nothing: every applied write is appended (one JSON line,
 * written before the write is answered), and the file is replayed at start and rewritten as a snapshot of the state
 * (settings, synonyms, records) then and whenever many writes have piled up. A torn last line (a crash mid-append) is
 * skipped: that write was never answered.
 */
export function openJournal(engine: SearchEngine, file: string): { writes: number; records: number } {
  mkdirSync(path.dirname(file), { recursive: true });
  let replayed = 0;
  if (existsSync(file)) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (line.trim() === '') continue;
      let op: JournalOp;
      try {
        op = JSON.parse(line) as JournalOp;
      } catch {
        continue;
      }
      engine.replay(op);
      replayed += 1;
    }
  }
  const compact = () => {
    const temporary = `${file}.tmp`;
    writeFileSync(temporary, '');
    for (const op of engine.snapshot()) appendFileSync(temporary, `${JSON.stringify(op)}\n`);
    renameSync(temporary, file);
  };
  compact();
  let since = 0;
  engine.setJournal((op) => {
    appendFileSync(file, `${JSON.stringify(op)}\n`);
    if (++since >= COMPACT_AFTER) {
      compact();
      since = 0;
    }
  });
  return { writes: replayed, records: engine.listIndices().reduce((n, i) => n + i.entries, 0) };
}
