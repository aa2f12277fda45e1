/** The import page's chunk, loaded the first time it is shown (src/areas.ts). */
export { ImportPage } from './ImportPage';
