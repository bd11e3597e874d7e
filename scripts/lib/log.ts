/**
 * Console lines of the launcher scripts, prefixed with their source: `[start] …`,
 * `[postgres] …`. Plain lines rather than pino, so they read the same in a terminal and
 * in a CI log, interleaved with the children's own output.
 */
export interface Log {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

const colours = [36, 35, 33, 32, 34, 31, 96, 95, 93, 92];
const assigned = new Map<string, number>();

/** The `[tag]` prefix, coloured in a terminal so interleaved processes stay apart. */
export function prefix(tag: string): string {
  const text = `[${tag}]`;
  if (!process.stdout.isTTY) return text;
  let colour = assigned.get(tag);
  if (colour === undefined) {
    colour = colours[assigned.size % colours.length] ?? 36;
    assigned.set(tag, colour);
  }
  return `\u001b[${colour}m${text}\u001b[0m`;
}

export function createLog(tag: string): Log {
  return {
    info: (message) => console.log(`${prefix(tag)} ${message}`),
    warn: (message) => console.warn(`${prefix(tag)} warning: ${message}`),
    error: (message) => console.error(`${prefix(tag)} error: ${message}`),
  };
}

/** Keeps the last lines a quiet process wrote, to show them when it fails. */
export class Tail {
  private readonly lines: string[] = [];
  constructor(private readonly size = 40) {}

  push(text: string): void {
    for (const line of text.split(/\r?\n/)) {
      if (line.trim() === '') continue;
      this.lines.push(line);
      if (this.lines.length > this.size) this.lines.shift();
    }
  }

  toString(): string {
    return this.lines.join('\n');
  }
}
