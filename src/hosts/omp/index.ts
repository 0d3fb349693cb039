// `waymark/omp`: the module oh-my-pi loads (default export = the extension factory).
import { createWaymarkExtension } from './extension.js';

export { createWaymarkExtension } from './extension.js';
export default createWaymarkExtension();
