export { EXPORT_MARGINS } from './setting-fields';
