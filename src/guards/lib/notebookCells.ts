/** A notebook's code cells (markdown is prose), each its own text; undefined when the JSON does not parse. */
export function notebookCells(json: string): string[] | undefined {
  try {
    const notebook = JSON.parse(json) as { cells?: Array<{ cell_type?: string; source?: string | string[] }> };
    return (notebook.cells ?? [])
      .filter((cell) => cell.cell_type !== 'markdown')
      .map((cell) => (Array.isArray(cell.source) ? cell.source.join('') : (cell.source ?? '')));
  } catch {
    return undefined;
  }
}
