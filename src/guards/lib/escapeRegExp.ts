/** `text` as a regular expression that matches exactly it (rule words and section keys are literal). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
