/** What the eTIMS area offers: KRA's online control unit behind our own interface (docs/areas/etims.md). */
export { readEtimsConfig, type EtimsConfig } from './config';
