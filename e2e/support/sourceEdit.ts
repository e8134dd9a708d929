import fs from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** A source file of the repository changed by a test as a developer would save it, and put back afterwards. */
export class SourceEdit {
  private readonly original: string;

  constructor(readonly file: string) {
    this.original = fs.readFileSync(path.join(repoRoot, file), 'utf8');
  }

  /** Saves the file with `from` (which must be in it) replaced by `to`. */
  replace(from: string, to: string): void {
    if (!this.original.includes(from)) throw new Error(`${this.file} no longer contains ${from}`);
    fs.writeFileSync(path.join(repoRoot, this.file), this.original.replace(from, to));
  }

  restore(): void {
    fs.writeFileSync(path.join(repoRoot, this.file), this.original);
  }
}
