/** What search engines show of a description: longer text is cut by them, mid-word. */
export const DESCRIPTION_MAX = 160;

/**
 * One line of text, at most `max` characters: whitespace collapsed, and a longer text cut at the last word
 * boundary that leaves room for an ellipsis (or mid-word when a single word is that long).
 */
export function clipDescription(text: string, max = DESCRIPTION_MAX): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const room = line.slice(0, max - 1);
  const space = room.lastIndexOf(' ');
  const cut = space > max / 2 ? room.slice(0, space) : room;
  return `${cut.replace(/[\s,.;:–—-]+$/, '')}…`;
}
