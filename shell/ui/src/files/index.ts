/**
 * `@platform/ui/files`: the one way to up- and download files. A subpath of its own (not in the
 * shared singleton), so only the screens that move files download this code.
 */
export { downloadFile, saveBlob, serverFileName, uploadFile } from './transfer';
