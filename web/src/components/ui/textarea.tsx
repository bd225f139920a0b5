/** @module ui/textarea — re-exported from input so both share one field style. */
export { Textarea } from './input';
