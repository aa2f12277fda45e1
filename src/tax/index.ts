/** What other areas use of the tax area; they import nothing else of it. */
export { TaxClassInput } from './TaxClassInput';
