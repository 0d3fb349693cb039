// Text a repository supplies (a skill's description, a message, a plan item) may carry terminal
// control sequences: OSC 52 writes the clipboard, OSC 0 the window title, CSI moves the cursor or
// clears the screen. None may reach a person's terminal or a model: they are removed, with every
// other control character but newline and tab. A command's own colours (SGR, `ESC [ … m`) may be
// kept where waymark styles its output for a terminal.

const CONTROLS =
  /\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?|\x1b\[[0-?]*[ -/]*[@-~]?|\x1b[P^_X][^\x1b]*(?:\x1b\\)?|\x1b[ -~]?|\u009b[0-?]*[ -/]*[@-~]?|[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
const STYLE = /^\x1b\[[0-9;]*m$/;

/** `text` without terminal control sequences and control characters (newline and tab stay); with `keepStyle`, SGR colour sequences stay. */
export function terminalSafe(text: string, keepStyle = false): string {
  // \r\n is a line break, not a carriage return that overwrites the line.
  return text.replace(/\r\n/g, '\n').replace(CONTROLS, (sequence) => (keepStyle && STYLE.test(sequence) ? sequence : ''));
}
